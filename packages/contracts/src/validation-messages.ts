import type { TApiLocale } from './locale.ts';

/**
 * Messages of the rules the shared schemas carry. A schema's custom message is one of these
 * keys; the server translates it into the request's locale and the web app into the UI locale.
 */
export const validationMessages = {
  'validation.required': {
    'zh-tw': '不能為空白',
    'zh-cn': '不能为空白',
    'en-us': 'cannot be blank',
  },
  'validation.email': {
    'zh-tw': '請輸入有效的電子郵件',
    'zh-cn': '请输入有效的电子邮件',
    'en-us': 'Please enter a valid e-mail address',
  },
  'validation.password_enter': {
    'zh-tw': '請輸入密碼',
    'zh-cn': '请输入密码',
    'en-us': 'Please enter a password',
  },
  'validation.password_hint': {
    'zh-tw': '密碼須為 8 到 30 個字元，並至少包含一個字母與一個數字',
    'zh-cn': '密码须为 8 到 30 个字符，并至少包含一个字母与一个数字',
    'en-us': 'Passwords are 8 to 30 characters with at least one letter and one digit',
  },
  'validation.password_common': {
    'zh-tw': '這個密碼太常見，很容易被猜到，請換一個',
    'zh-cn': '这个密码太常见，很容易被猜到，请换一个',
    'en-us': 'This password is too common and easy to guess, please choose another',
  },
  'validation.password_mismatch': {
    'zh-tw': '確認密碼必須與密碼相同',
    'zh-cn': '确认密码必须与密码相同',
    'en-us': 'The confirmation must match the password',
  },
  'validation.nickname': {
    'zh-tw': '暱稱須為 1 到 30 個字元',
    'zh-cn': '昵称须为 1 到 30 个字符',
    'en-us': 'Nicknames are 1 to 30 characters',
  },
  'validation.must_agree': {
    'zh-tw': '請閱讀並同意服務條款與隱私權政策',
    'zh-cn': '请阅读并同意服务条款与隐私权政策',
    'en-us': 'Please read and agree to the terms and the privacy policy',
  },
  'validation.end_after_start': {
    'zh-tw': '結束時間必須晚於開始時間',
    'zh-cn': '结束时间必须晚于开始时间',
    'en-us': 'The end must be after the start',
  },
  'validation.leave_reason': {
    'zh-tw': '請填寫請假原因（最多 200 字），會轉告受影響的個案',
    'zh-cn': '请填写请假原因（最多 200 字），会转告受影响的个案',
    'en-us': 'Give a reason for the leave (up to 200 characters); it is passed on to the clients affected',
  },
  'validation.range_too_long': {
    'zh-tw': '一次最多查詢 93 天',
    'zh-cn': '一次最多查询 93 天',
    'en-us': 'Ask for at most 93 days at a time',
  },
  'validation.captcha': {
    'zh-tw': '請完成「我不是機器人」驗證',
    'zh-cn': '请完成“我不是机器人”验证',
    'en-us': 'Please complete the not-a-robot check',
  },
  'validation.phone': {
    'zh-tw': '電話號碼格式不正確',
    'zh-cn': '电话号码格式不正确',
    'en-us': 'The phone number is not valid',
  },
  'validation.sms_code': {
    'zh-tw': '驗證碼為 6 位數字',
    'zh-cn': '验证码为 6 位数字',
    'en-us': 'The verification code is 6 digits',
  },
  'validation.contact_name': {
    'zh-tw': '請輸入姓名（最多 50 個字）',
    'zh-cn': '请输入姓名（最多 50 个字）',
    'en-us': 'Please enter your name (at most 50 characters)',
  },
  'validation.contact_subject': {
    'zh-tw': '請選擇主旨類別',
    'zh-cn': '请选择主旨类别',
    'en-us': 'Please choose a subject',
  },
  'validation.contact_message': {
    'zh-tw': '請輸入內容（最多 2000 個字）',
    'zh-cn': '请输入内容（最多 2000 个字）',
    'en-us': 'Please enter your message (at most 2000 characters)',
  },
  'validation.recharge_amount': {
    'zh-tw': '儲值點數須為 100 的倍數',
    'zh-cn': '充值点数须为 100 的倍数',
    'en-us': 'Points are recharged in multiples of 100',
  },
  'validation.atm_provider': {
    'zh-tw': 'ATM 轉帳只能透過台灣信用卡／ATM 金流 (provider 0)',
    'zh-cn': 'ATM 转账只能通过台湾信用卡／ATM 金流 (provider 0)',
    'en-us': 'ATM transfers go through the Taiwan card and ATM provider (provider 0)',
  },
  'validation.mobile_barcode': {
    'zh-tw': '手機條碼載具為 / 加 7 個字元（大寫英數字或 . + -）',
    'zh-cn': '手机条码载具为 / 加 7 个字符（大写英数字或 . + -）',
    'en-us': "A mobile barcode carrier is '/' and 7 characters (capital letters, digits, . + -)",
  },
  'validation.citizen_certificate': {
    'zh-tw': '自然人憑證條碼為 2 個大寫英文字母加 14 個數字',
    'zh-cn': '自然人凭证条码为 2 个大写英文字母加 14 个数字',
    'en-us': 'A natural-person certificate is 2 capital letters and 14 digits',
  },
  'validation.unified_number': {
    'zh-tw': '統一編號為 8 個數字，且須通過檢查碼驗證',
    'zh-cn': '统一编号为 8 个数字，且须通过检查码验证',
    'en-us': 'A unified business number is 8 digits that pass the checksum',
  },
  'validation.coupon_code': {
    'zh-tw': '優惠碼為 3 到 32 個英文字母、數字或 -',
    'zh-cn': '优惠码为 3 到 32 个英文字母、数字或 -',
    'en-us': 'A coupon code is 3 to 32 letters, digits or -',
  },
  'validation.nul_character': {
    'zh-tw': '不可包含 NUL 字元',
    'zh-cn': '不可包含 NUL 字符',
    'en-us': 'must not contain the NUL character',
  },
} as const satisfies Record<string, Record<TApiLocale, string>>;

export type TValidationMessageKey = keyof typeof validationMessages;

export function isValidationMessageKey(value: string): value is TValidationMessageKey {
  return Object.hasOwn(validationMessages, value);
}
