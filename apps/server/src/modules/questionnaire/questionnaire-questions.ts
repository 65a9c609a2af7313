import type { TApiLocale } from '@app/contracts/locale';
import type { TQuestion, TQuestionType } from '@app/contracts/questionnaire';

/** A text in Traditional Chinese and US English; Simplified Chinese falls back to the former. */
type TText = { 'zh-tw': string; 'en-us': string };
type TOptionDefinition = { id: string; text: TText; isOther?: true };
type TQuestionDefinition = { id: string; type: TQuestionType; text: TText; options: TOptionDefinition[] };

const other: TOptionDefinition = { id: 'other', text: { 'zh-tw': '其他', 'en-us': 'Other' }, isOther: true };

/**
 * The client's intake questionnaire: what the counselor of a first session needs to know before
 * it, and nothing more. Ids are stored with the answers: a question or option once used keeps its
 * id; a new wording keeps it too, a new meaning gets a new id.
 */
export const intakeQuestions: readonly TQuestionDefinition[] = [
  {
    id: 'reasons',
    type: 'multi',
    text: {
      'zh-tw': '你想談些什麼？（最多選 5 項）',
      'en-us': 'What would you like to talk about? (up to 5)',
    },
    options: [
      { id: 'anxiety', text: { 'zh-tw': '焦慮、壓力', 'en-us': 'Anxiety or stress' } },
      { id: 'mood', text: { 'zh-tw': '情緒低落', 'en-us': 'Low mood' } },
      { id: 'relationships', text: { 'zh-tw': '人際關係', 'en-us': 'Relationships with others' } },
      { id: 'partner', text: { 'zh-tw': '感情、婚姻', 'en-us': 'A partner or marriage' } },
      { id: 'family', text: { 'zh-tw': '家庭、親子', 'en-us': 'Family or parenting' } },
      { id: 'work', text: { 'zh-tw': '工作、學業', 'en-us': 'Work or studies' } },
      { id: 'career', text: { 'zh-tw': '生涯方向', 'en-us': 'Career direction' } },
      { id: 'grief', text: { 'zh-tw': '失落、哀傷', 'en-us': 'Loss or grief' } },
      { id: 'self', text: { 'zh-tw': '自我探索', 'en-us': 'Understanding myself' } },
      { id: 'sleep', text: { 'zh-tw': '睡眠困擾', 'en-us': 'Sleep problems' } },
      other,
    ],
  },
  {
    id: 'previousExperience',
    type: 'single',
    text: {
      'zh-tw': '你過去是否接受過心理諮商或精神科治療？',
      'en-us': 'Have you had counseling or psychiatric care before?',
    },
    options: [
      { id: 'never', text: { 'zh-tw': '從未接受過', 'en-us': 'Never' } },
      { id: 'counseling', text: { 'zh-tw': '曾接受心理諮商', 'en-us': 'Counseling' } },
      { id: 'psychiatric', text: { 'zh-tw': '曾接受精神科治療', 'en-us': 'Psychiatric care' } },
      { id: 'both', text: { 'zh-tw': '兩者都有', 'en-us': 'Both' } },
    ],
  },
  {
    id: 'counselorGender',
    type: 'single',
    text: {
      'zh-tw': '你希望諮商師的性別是？',
      'en-us': 'Would you prefer a counselor of a particular gender?',
    },
    options: [
      { id: 'female', text: { 'zh-tw': '女性', 'en-us': 'Female' } },
      { id: 'male', text: { 'zh-tw': '男性', 'en-us': 'Male' } },
      { id: 'noPreference', text: { 'zh-tw': '沒有偏好', 'en-us': 'No preference' } },
    ],
  },
  {
    id: 'sessionMode',
    type: 'single',
    text: { 'zh-tw': '你偏好哪一種諮商方式？', 'en-us': 'How would you like to meet?' },
    options: [
      { id: 'video', text: { 'zh-tw': '視訊', 'en-us': 'Video' } },
      { id: 'voice', text: { 'zh-tw': '語音', 'en-us': 'Voice only' } },
      { id: 'either', text: { 'zh-tw': '都可以', 'en-us': 'Either' } },
    ],
  },
  {
    id: 'referral',
    type: 'single',
    text: { 'zh-tw': '你是從哪裡知道我們的？', 'en-us': 'How did you hear about us?' },
    options: [
      { id: 'search', text: { 'zh-tw': '網路搜尋', 'en-us': 'A web search' } },
      { id: 'social', text: { 'zh-tw': '社群媒體', 'en-us': 'Social media' } },
      { id: 'friend', text: { 'zh-tw': '親友推薦', 'en-us': 'A friend or relative' } },
      { id: 'articles', text: { 'zh-tw': '本站文章或專欄', 'en-us': 'Our articles' } },
      { id: 'eap', text: { 'zh-tw': '公司的員工協助方案', 'en-us': "My employer's assistance program" } },
      other,
    ],
  },
];

const textIn = (text: TText, locale: TApiLocale) => (locale === 'en-us' ? text['en-us'] : text['zh-tw']);

/** The questions as the API answers them, in the locale. */
export function questionsIn(locale: TApiLocale): TQuestion[] {
  return intakeQuestions.map((question) => ({
    id: question.id,
    text: textIn(question.text, locale),
    type: question.type,
    options: question.options.map((option) => ({
      id: option.id,
      text: textIn(option.text, locale),
      isOther: option.isOther === true,
    })),
  }));
}
