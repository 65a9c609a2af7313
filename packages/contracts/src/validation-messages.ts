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
  'validation.half_hour': {
    'zh-tw': '請選擇整點或半點的時間（00:00 到 24:00）',
    'zh-cn': '请选择整点或半点的时间（00:00 到 24:00）',
    'en-us': 'Choose a time on the hour or half hour (00:00 to 24:00)',
  },
  'validation.weekday': {
    'zh-tw': '請選擇星期',
    'zh-cn': '请选择星期',
    'en-us': 'Choose a day of the week',
  },
  'validation.schedule_overlap': {
    'zh-tw': '同一天的服務時段不可重疊',
    'zh-cn': '同一天的服务时段不可重叠',
    'en-us': 'Service hours of one day must not overlap',
  },
  'validation.service_type': {
    'zh-tw': '請至少選擇一種服務方式（語音或視訊）',
    'zh-cn': '请至少选择一种服务方式（语音或视频）',
    'en-us': 'Offer at least one kind of session (voice or video)',
  },
  'validation.time_zone': {
    'zh-tw': '請選擇有效的時區',
    'zh-cn': '请选择有效的时区',
    'en-us': 'Choose a valid time zone',
  },
  'validation.service_time_length': {
    'zh-tw': '一段服務時間最長 24 小時',
    'zh-cn': '一段服务时间最长 24 小时',
    'en-us': 'One service time lasts at most 24 hours',
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
  'validation.agree_required': {
    'zh-tw': '請先閱讀並同意預約規則、隱私權政策及禁止錄音錄影聲明',
    'zh-cn': '请先阅读并同意预约规则、隐私权政策及禁止录音录像声明',
    'en-us': 'Please read and agree to the booking rules, the privacy policy and the no-recording notice',
  },
  'validation.bonus_cap': {
    'zh-tw': '紅利點數最多可折抵價格的 20%，且不能超過你持有的紅利點數',
    'zh-cn': '红利点数最多可折抵价格的 20%，且不能超过你持有的红利点数',
    'en-us': 'Bonus points may offset at most 20% of the price, and no more than you hold',
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
  'validation.topic_title': {
    'zh-tw': '請輸入標題（最多 30 字）',
    'zh-cn': '请输入标题（最多 30 字）',
    'en-us': 'Enter a title (up to 30 characters)',
  },
  'validation.topic_target_audience': {
    'zh-tw': '適合對象最多 50 字',
    'zh-cn': '适合对象最多 50 字',
    'en-us': 'The target audience is up to 50 characters',
  },
  'validation.topic_description': {
    'zh-tw': '請輸入簡介（最多 300 字）',
    'zh-cn': '请输入简介（最多 300 字）',
    'en-us': 'Enter a description (up to 300 characters)',
  },
  'validation.topic_detail': {
    'zh-tw': '詳細內容最多 3000 字',
    'zh-cn': '详细内容最多 3000 字',
    'en-us': 'The detail is up to 3000 characters',
  },
  'validation.topic_keywords': {
    'zh-tw': '關鍵字以空白或逗號分隔，最多 10 個，每個最多 20 字',
    'zh-cn': '关键字以空白或逗号分隔，最多 10 个，每个最多 20 字',
    'en-us': 'Keywords are separated by spaces or commas: up to 10, each up to 20 characters',
  },
  'validation.topic_custom_category': {
    'zh-tw': '自訂類別最多 20 字',
    'zh-cn': '自订类别最多 20 字',
    'en-us': 'The custom category is up to 20 characters',
  },
  'validation.topic_price': {
    'zh-tw': '價格須為 100 的倍數的整數',
    'zh-cn': '价格须为 100 的倍数的整数',
    'en-us': 'The price must be an integer multiple of 100',
  },
  'validation.topic_price_min_long': {
    'zh-tw': '60 分鐘與 90 分鐘的主題，價格至少 2000',
    'zh-cn': '60 分钟与 90 分钟的主题，价格至少 2000',
    'en-us': 'Topics of 60 and 90 minutes cost at least 2000',
  },
  'validation.topic_price_min_short': {
    'zh-tw': '較短的主題，價格至少 500',
    'zh-cn': '较短的主题，价格至少 500',
    'en-us': 'Shorter topics cost at least 500',
  },
  'validation.topic_price_max': {
    'zh-tw': '價格最多 100000',
    'zh-cn': '价格最多 100000',
    'en-us': 'The price is at most 100000',
  },
  'validation.video_link': {
    'zh-tw': '請輸入 YouTube 影片連結（含 11 碼影片代碼）',
    'zh-cn': '请输入 YouTube 视频链接（含 11 码视频代码）',
    'en-us': 'Enter a YouTube video link (with its 11-character id)',
  },
  'validation.cover_image': {
    'zh-tw': '請上傳本站的封面圖片',
    'zh-cn': '请上传本站的封面图片',
    'en-us': 'Upload the cover image here',
  },
  'validation.image_file': {
    'zh-tw': '請上傳 JPG 或 PNG 圖片，最大 20MB',
    'zh-cn': '请上传 JPG 或 PNG 图片，最大 20MB',
    'en-us': 'Upload a JPG or PNG image of at most 20MB',
  },
  'validation.pdf_file': {
    'zh-tw': '請上傳 PDF 檔案，最大 20MB',
    'zh-cn': '请上传 PDF 文件，最大 20MB',
    'en-us': 'Upload a PDF file of at most 20MB',
  },
  'validation.image_dimensions': {
    'zh-tw': '圖片尺寸過大',
    'zh-cn': '图片尺寸过大',
    'en-us': 'The image has too many pixels',
  },
  'validation.upload_purpose': {
    'zh-tw': '請選擇檔案用途',
    'zh-cn': '请选择文件用途',
    'en-us': 'Choose what the file is for',
  },
  'validation.revision_note': {
    'zh-tw': '送審前請填寫修改說明（最多 300 字）',
    'zh-cn': '送审前请填写修改说明（最多 300 字）',
    'en-us': 'Describe what changed before submitting (up to 300 characters)',
  },
  'validation.review_comment': {
    'zh-tw': '退回時請填寫審核意見（最多 1000 字）',
    'zh-cn': '退回时请填写审核意见（最多 1000 字）',
    'en-us': 'Give a review comment when rejecting (up to 1000 characters)',
  },
  'validation.push_endpoint': {
    'zh-tw': '推播訂閱的 endpoint 必須是 https 網址',
    'zh-cn': '推送订阅的 endpoint 必须是 https 网址',
    'en-us': 'The push subscription endpoint must be an https address',
  },
  'validation.push_keys': {
    'zh-tw': '推播訂閱缺少 keys（p256dh 與 auth）',
    'zh-cn': '推送订阅缺少 keys（p256dh 与 auth）',
    'en-us': 'The push subscription needs its keys (p256dh and auth)',
  },
  'validation.another_email': {
    'zh-tw': '備用 E-mail 格式不正確',
    'zh-cn': '备用 E-mail 格式不正确',
    'en-us': 'The alternate e-mail address is not valid',
  },
  'validation.can_reserve_after': {
    'zh-tw': '請選擇 4、8、24、48 或 72 小時',
    'zh-cn': '请选择 4、8、24、48 或 72 小时',
    'en-us': 'Choose 4, 8, 24, 48 or 72 hours',
  },
  'validation.license_text': {
    'zh-tw': '請填寫（最多 100 字）',
    'zh-cn': '请填写（最多 100 字）',
    'en-us': 'Fill this in (up to 100 characters)',
  },
  'validation.license_expires_on': {
    'zh-tw': '到期日須晚於生效日',
    'zh-cn': '到期日须晚于生效日',
    'en-us': 'The expiry date must come after the effective date',
  },
  'validation.license_count': {
    'zh-tw': '請填寫 1 到 10 張證照',
    'zh-cn': '请填写 1 到 10 张证照',
    'en-us': 'List 1 to 10 licenses',
  },
  'validation.license_reason': {
    'zh-tw': '未通過時請填寫原因（最多 1000 字）',
    'zh-cn': '未通过时请填写原因（最多 1000 字）',
    'en-us': 'Give a reason when not accepting (up to 1000 characters)',
  },
  'validation.too_long': {
    'zh-tw': '字數超過上限',
    'zh-cn': '字数超过上限',
    'en-us': 'Too long',
  },
  'validation.year_month': {
    'zh-tw': '請輸入年月（YYYY-MM）',
    'zh-cn': '请输入年月（YYYY-MM）',
    'en-us': 'Enter a year and month (YYYY-MM)',
  },
  'validation.date': {
    'zh-tw': '請輸入日期',
    'zh-cn': '请输入日期',
    'en-us': 'Enter a date',
  },
  'validation.limit_reached': {
    'zh-tw': '已達上限',
    'zh-cn': '已达上限',
    'en-us': 'limit reached',
  },
  'validation.at_least_one': {
    'zh-tw': '請至少選擇一項',
    'zh-cn': '请至少选择一项',
    'en-us': 'Choose at least one',
  },
  'validation.bank_code': {
    'zh-tw': '請輸入 3 碼銀行代碼',
    'zh-cn': '请输入 3 码银行代码',
    'en-us': 'Enter the 3-digit bank code',
  },
  'validation.bank_account': {
    'zh-tw': '請輸入 10 至 16 碼數字的帳號',
    'zh-cn': '请输入 10 至 16 码数字的账号',
    'en-us': 'Enter an account number of 10 to 16 digits',
  },
  'validation.other_text': {
    'zh-tw': '選擇「其他」時請填寫內容',
    'zh-cn': '选择「其他」时请填写内容',
    'en-us': 'Describe your "other" answer',
  },
  'validation.questionnaire_required': {
    'zh-tw': '請回答這一題',
    'zh-cn': '请回答这一题',
    'en-us': 'Please answer this question',
  },
  'validation.questionnaire_option': {
    'zh-tw': '請從選項中選擇',
    'zh-cn': '请从选项中选择',
    'en-us': 'Choose from the options given',
  },
  'validation.questionnaire_single': {
    'zh-tw': '這一題只能選一項',
    'zh-cn': '这一题只能选一项',
    'en-us': 'Choose only one option',
  },
  'validation.application_price': {
    'zh-tw': '價格需為 1000 至 100000 之間 100 的倍數',
    'zh-cn': '价格需为 1000 至 100000 之间 100 的倍数',
    'en-us': 'The price is a multiple of 100 from 1000 to 100000',
  },
  'validation.upload_owner': {
    'zh-tw': '請上傳本人的檔案',
    'zh-cn': '请上传本人的文件',
    'en-us': 'Upload your own file here',
  },
  'validation.gender': {
    'zh-tw': '請選擇男性、女性、非二元或不確定',
    'zh-cn': '请选择男性、女性、非二元或不确定',
    'en-us': 'Choose male, female, non-binary or unsure',
  },
  'validation.choose_listed': {
    'zh-tw': '請從選項中選擇',
    'zh-cn': '请从选项中选择',
    'en-us': 'Choose one of the listed options',
  },
  'validation.birth_date': {
    'zh-tw': '請輸入今天以前的出生日期（例如 1990-05-20）',
    'zh-cn': '请输入今天以前的出生日期（例如 1990-05-20）',
    'en-us': 'Enter a date of birth before today (e.g. 1990-05-20)',
  },
  'validation.service_length': {
    'zh-tw': '請選擇服務年資',
    'zh-cn': '请选择服务年资',
    'en-us': 'Choose your years of service',
  },
  'validation.custom_consultation_price': {
    'zh-tw': '接受個人諮詢時，價格需為 1000 至 100000 之間 100 的倍數',
    'zh-cn': '接受个人咨询时，价格需为 1000 至 100000 之间 100 的倍数',
    'en-us': 'To accept personal consultations, set a price that is a multiple of 100 from 1000 to 100000',
  },
  'validation.custom_consultation_message': {
    'zh-tw': '請寫下想諮詢的內容（最多 1000 個字）',
    'zh-cn': '请写下想咨询的内容（最多 1000 个字）',
    'en-us': 'Tell the counselor what you would like to talk about (at most 1000 characters)',
  },
  'validation.custom_consultation_times': {
    'zh-tw': '請寫下方便的時段（最多 300 個字）',
    'zh-cn': '请写下方便的时段（最多 300 个字）',
    'en-us': 'Write the times that suit you (at most 300 characters)',
  },
  'validation.custom_consultation_length': {
    'zh-tw': '請選擇 60 或 90 分鐘',
    'zh-cn': '请选择 60 或 90 分钟',
    'en-us': 'Choose 60 or 90 minutes',
  },
  'validation.custom_consultation_start': {
    'zh-tw': '請選擇諮商開始的時間',
    'zh-cn': '请选择咨询开始的时间',
    'en-us': 'Choose when the session starts',
  },
  'validation.custom_consultation_reason': {
    'zh-tw': '請填寫婉拒的原因（最多 500 個字）',
    'zh-cn': '请填写婉拒的原因（最多 500 个字）',
    'en-us': 'Give the reason for declining (at most 500 characters)',
  },
  'validation.case_client': {
    'zh-tw': '請選擇要開案的個案',
    'zh-cn': '请选择要开案的个案',
    'en-us': 'Choose the client the case is for',
  },
  'validation.case_target': {
    'zh-tw': '請選擇服務對象',
    'zh-cn': '请选择服务对象',
    'en-us': 'Choose whom the work is with',
  },
  'validation.case_issues': {
    'zh-tw': '請選擇 1 至 5 個主要議題',
    'zh-cn': '请选择 1 至 5 个主要议题',
    'en-us': 'Choose 1 to 5 main issues',
  },
  'validation.case_goal': {
    'zh-tw': '請寫下諮商目標（最多 1000 個字）',
    'zh-cn': '请写下咨询目标（最多 1000 个字）',
    'en-us': 'Write the goal of the work (at most 1000 characters)',
  },
  'validation.case_process': {
    'zh-tw': '請選擇處遇進程',
    'zh-cn': '请选择处遇进程',
    'en-us': 'Choose the stage of the treatment',
  },
  'validation.case_content': {
    'zh-tw': '請寫下紀錄內容（最多 5000 個字）',
    'zh-cn': '请写下记录内容（最多 5000 个字）',
    'en-us': 'Write the record (at most 5000 characters)',
  },
  'validation.case_course': {
    'zh-tw': '請從這位個案的諮商中選擇',
    'zh-cn': '请从这位个案的咨询中选择',
    'en-us': "Choose one of this client's sessions",
  },
  'validation.case_close_type': {
    'zh-tw': '請選擇結案類型',
    'zh-cn': '请选择结案类型',
    'en-us': 'Choose how the case ended',
  },
  'validation.case_effectiveness': {
    'zh-tw': '請評估成效（1 至 5 分）',
    'zh-cn': '请评估成效（1 至 5 分）',
    'en-us': 'Rate the effectiveness from 1 to 5',
  },
  'validation.case_summary': {
    'zh-tw': '請寫下結案摘要（最多 2000 個字）',
    'zh-cn': '请写下结案摘要（最多 2000 个字）',
    'en-us': 'Write a closing summary (at most 2000 characters)',
  },
  'validation.article_title': {
    'zh-tw': '請填寫文章標題（最多 60 個字）',
    'zh-cn': '请填写文章标题（最多 60 个字）',
    'en-us': 'Give the article a title (at most 60 characters)',
  },
  'validation.article_summary': {
    'zh-tw': '請寫下文章摘要（最多 200 個字）',
    'zh-cn': '请写下文章摘要（最多 200 个字）',
    'en-us': 'Write a summary of the article (at most 200 characters)',
  },
  'validation.article_body': {
    'zh-tw': '請寫下文章內容（最多 20000 個字）',
    'zh-cn': '请写下文章内容（最多 20000 个字）',
    'en-us': 'Write the article (at most 20000 characters)',
  },
  'validation.lecture_title': {
    'zh-tw': '請填寫講座名稱（最多 30 個字）',
    'zh-cn': '请填写讲座名称（最多 30 个字）',
    'en-us': 'Give the lecture a title (at most 30 characters)',
  },
  'validation.lecture_description': {
    'zh-tw': '請介紹講座的內容（最多 1000 個字）',
    'zh-cn': '请介绍讲座的内容（最多 1000 个字）',
    'en-us': 'Describe the lecture (at most 1000 characters)',
  },
  'validation.lecture_place': {
    'zh-tw': '請填寫舉辦地點的名稱與地址（最多 100 個字）',
    'zh-cn': '请填写举办地点的名称与地址（最多 100 个字）',
    'en-us': 'Give the venue and its address (at most 100 characters)',
  },
  'validation.lecture_start': {
    'zh-tw': '請選擇講座的開始時間，須晚於現在',
    'zh-cn': '请选择讲座的开始时间，须晚于现在',
    'en-us': 'Choose when the lecture starts, later than now',
  },
  'validation.lecture_length': {
    'zh-tw': '請選擇講座長度：60、90、120 或 180 分鐘',
    'zh-cn': '请选择讲座长度：60、90、120 或 180 分钟',
    'en-us': 'Choose a length of 60, 90, 120 or 180 minutes',
  },
  'validation.lecture_deadline': {
    'zh-tw': '報名截止時間須晚於現在、早於講座開始',
    'zh-cn': '报名截止时间须晚于现在、早于讲座开始',
    'en-us': 'The sign-up deadline must be later than now and before the lecture starts',
  },
  'validation.lecture_min_members': {
    'zh-tw': '最少人數須為 1 到 50 人',
    'zh-cn': '最少人数须为 1 到 50 人',
    'en-us': 'The minimum is 1 to 50 people',
  },
  'validation.lecture_max_members': {
    'zh-tw': '人數上限須為 1 到 50 人，且不少於最少人數',
    'zh-cn': '人数上限须为 1 到 50 人，且不少于最少人数',
    'en-us': 'The maximum is 1 to 50 people, and no less than the minimum',
  },
  'validation.lecture_price': {
    'zh-tw': '費用須為 0 到 20000 點，且為 100 的倍數（0 為免費）',
    'zh-cn': '费用须为 0 到 20000 点，且为 100 的倍数（0 为免费）',
    'en-us': 'The price is 0 to 20000 points in steps of 100 (0 for free)',
  },
  'validation.lecture_signup_note': {
    'zh-tw': '報名須知最多 300 個字',
    'zh-cn': '报名须知最多 300 个字',
    'en-us': 'The note for members is at most 300 characters',
  },
  'validation.lecture_cancel_reason': {
    'zh-tw': '請寫下取消的原因，會轉告每位報名者（最多 300 個字）',
    'zh-cn': '请写下取消的原因，会转告每位报名者（最多 300 个字）',
    'en-us': 'Write why it is called off; every member is told (at most 300 characters)',
  },
  'validation.lecture_agree': {
    'zh-tw': '請先勾選，表示你已讀過報名規則',
    'zh-cn': '请先勾选，表示你已读过报名规则',
    'en-us': 'Please tick this box to say you have read the sign-up rules',
  },
  'validation.lecture_email_confirm': {
    'zh-tw': '兩次輸入的電子郵件不一樣，請再確認',
    'zh-cn': '两次输入的电子邮件不一样，请再确认',
    'en-us': 'The two e-mail addresses differ; please check them',
  },
} as const satisfies Record<string, Record<TApiLocale, string>>;

export type TValidationMessageKey = keyof typeof validationMessages;

export function isValidationMessageKey(value: string): value is TValidationMessageKey {
  return Object.hasOwn(validationMessages, value);
}
