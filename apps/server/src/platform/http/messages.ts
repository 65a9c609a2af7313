import { ErrorCode, type TErrorCode } from '@app/contracts/error-codes';
import type { TApiLocale } from '@app/contracts/locale';

type TMessages = Record<TApiLocale, string>;

/** The user-safe message of every error code, per API locale. */
export const errorMessages: Record<TErrorCode, TMessages> = {
  [ErrorCode.Success]: { 'zh-tw': '成功', 'zh-cn': '成功', 'en-us': 'Success' },
  [ErrorCode.WrongOldPassword]: {
    'zh-tw': '舊密碼不正確',
    'zh-cn': '旧密码不正确',
    'en-us': 'The old password is incorrect',
  },
  [ErrorCode.ValidationFailed]: {
    'zh-tw': '有欄位尚未正確填寫',
    'zh-cn': '有栏位尚未正确填写',
    'en-us': 'Some fields are not filled in correctly',
  },
  [ErrorCode.Unauthenticated]: {
    'zh-tw': '請先登入',
    'zh-cn': '请先登录',
    'en-us': 'Please sign in first',
  },
  [ErrorCode.Forbidden]: {
    'zh-tw': '您沒有權限進行此操作',
    'zh-cn': '您没有权限进行此操作',
    'en-us': 'You do not have permission to do this',
  },
  [ErrorCode.NotFound]: { 'zh-tw': '資料不存在', 'zh-cn': '资料不存在', 'en-us': 'Not found' },
  [ErrorCode.RateLimited]: {
    'zh-tw': '嘗試次數過多，請稍後再試',
    'zh-cn': '尝试次数过多，请稍后再试',
    'en-us': 'Too many attempts, please try again later',
  },
  [ErrorCode.Internal]: {
    'zh-tw': '系統發生錯誤，請稍後再試',
    'zh-cn': '系统发生错误，请稍后再试',
    'en-us': 'Something went wrong on our side, please try again later',
  },
  [ErrorCode.PayloadTooLarge]: {
    'zh-tw': '資料量過大',
    'zh-cn': '资料量过大',
    'en-us': 'The request is too large',
  },
  [ErrorCode.Conflict]: {
    'zh-tw': '資料已被變更，請重新整理後再試',
    'zh-cn': '资料已被变更，请重新整理后再试',
    'en-us': 'The data has changed, please reload and try again',
  },
  [ErrorCode.InvalidCredentials]: {
    'zh-tw': '登入失敗：帳號或密碼不正確',
    'zh-cn': '登录失败：账号或密码不正确',
    'en-us': 'Sign in failed: wrong e-mail or password',
  },
  [ErrorCode.AccountNotActivated]: {
    'zh-tw': '帳號尚未啟用，請至信箱點選啟用連結（15 分鐘內有效），或重新寄送啟用信',
    'zh-cn': '账号尚未启用，请至邮箱点选启用链接（15 分钟内有效），或重新寄送启用信',
    'en-us':
      'Your account needs activation: open the link in the activation mail (valid 15 minutes), or have it sent again',
  },
  [ErrorCode.AccountDisabled]: {
    'zh-tw': '此帳號已停用，請聯絡客服',
    'zh-cn': '此账号已停用，请联络客服',
    'en-us': 'This account is disabled, please contact support',
  },
  [ErrorCode.GrantTypeNotEnabled]: {
    'zh-tw': '尚未開放此登入方式，請使用電子郵件登入',
    'zh-cn': '尚未开放此登录方式，请使用电子邮件登录',
    'en-us': 'This sign-in method is not enabled yet, please sign in with your e-mail',
  },
  [ErrorCode.RefreshTokenInvalid]: {
    'zh-tw': '登入已逾時，請重新登入',
    'zh-cn': '登录已逾时，请重新登录',
    'en-us': 'Your session has ended, please sign in again',
  },
  [ErrorCode.RefreshTokenReused]: {
    'zh-tw': '為保護您的帳號，此登入已失效，請重新登入',
    'zh-cn': '为保护您的账号，此登录已失效，请重新登录',
    'en-us': 'To protect your account this session was ended, please sign in again',
  },
  [ErrorCode.EmailTaken]: {
    'zh-tw': '此電子郵件已經註冊過了',
    'zh-cn': '此电子邮件已经注册过了',
    'en-us': 'This e-mail address is already registered',
  },
  [ErrorCode.CaptchaFailed]: {
    'zh-tw': '「我不是機器人」驗證失敗，請再試一次',
    'zh-cn': '“我不是机器人”验证失败，请再试一次',
    'en-us': 'The not-a-robot check failed, please try again',
  },
  [ErrorCode.CaptchaRequired]: {
    'zh-tw': '此帳號登入嘗試過多，請先完成「我不是機器人」驗證',
    'zh-cn': '此账号登录尝试过多，请先完成“我不是机器人”验证',
    'en-us':
      'There have been too many sign-in attempts on this account: please complete the not-a-robot check',
  },
  [ErrorCode.ActivationLinkInvalid]: {
    'zh-tw': '啟用失敗：連結無效或已過期，請重新寄送啟用信',
    'zh-cn': '启用失败：链接无效或已过期，请重新寄送启用信',
    'en-us': 'Activation failed: the link is invalid or has expired, please have it sent again',
  },
  [ErrorCode.ResetLinkInvalid]: {
    'zh-tw': '重設密碼連結無效或已過期，請重新申請',
    'zh-cn': '重设密码链接无效或已过期，请重新申请',
    'en-us': 'The password reset link is invalid or has expired, please ask for a new one',
  },
  [ErrorCode.AlreadyActivated]: {
    'zh-tw': '此帳號已經啟用，請直接登入',
    'zh-cn': '此账号已经启用，请直接登录',
    'en-us': 'This account is already activated, please sign in',
  },
  [ErrorCode.PhoneInvalid]: {
    'zh-tw': '電話號碼格式不正確',
    'zh-cn': '电话号码格式不正确',
    'en-us': 'The phone number is not valid',
  },
  [ErrorCode.PhoneTaken]: {
    'zh-tw': '此電話號碼已被使用',
    'zh-cn': '此电话号码已被使用',
    'en-us': 'This phone number is already used by another account',
  },
  [ErrorCode.SmsCodeWrong]: {
    'zh-tw': '簡訊驗證失敗：驗證碼不正確',
    'zh-cn': '短信验证失败：验证码不正确',
    'en-us': 'SMS verification failed: the code is wrong',
  },
  [ErrorCode.SmsCodeExpired]: {
    'zh-tw': '驗證碼已過期，請重新發送',
    'zh-cn': '验证码已过期，请重新发送',
    'en-us': 'The code has expired, please send a new one',
  },
  [ErrorCode.SmsResendTooSoon]: {
    'zh-tw': '請於 2 分鐘後再重新發送驗證碼',
    'zh-cn': '请于 2 分钟后再重新发送验证码',
    'en-us': 'You can send a new code 2 minutes after the last one',
  },
  [ErrorCode.SmsTooManyAttempts]: {
    'zh-tw': '驗證碼錯誤次數過多，請重新發送驗證碼',
    'zh-cn': '验证码错误次数过多，请重新发送验证码',
    'en-us': 'Too many wrong codes, please send a new code',
  },
  [ErrorCode.SmsSendFailed]: {
    'zh-tw': '簡訊發送失敗，請稍後再試',
    'zh-cn': '短信发送失败，请稍后再试',
    'en-us': 'The SMS could not be sent, please try again later',
  },
  [ErrorCode.MailSendFailed]: {
    'zh-tw': '郵件發送失敗，請稍後再試',
    'zh-cn': '邮件发送失败，请稍后再试',
    'en-us': 'The e-mail could not be sent, please try again later',
  },
};

export function errorMessage(code: TErrorCode, locale: TApiLocale): string {
  return errorMessages[code][locale];
}
