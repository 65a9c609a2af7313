/** Every route path of the web app and how to link to it; the paths keep the spec's spelling. */

/** Psychological-scale articles: author 35 on test or local hosts, 15 on the official site (spec). */
export function scaleAuthorId(hostname: string): number {
  const isTestHost = hostname === 'localhost' || hostname === '127.0.0.1' || hostname.includes('test');
  return isTestHost ? 35 : 15;
}

export type TSignInMode = 'signin' | 'register' | 'forgot';

export const paths = {
  home: { path: '/', getHref: () => '/' },
  terms: { path: '/terms', getHref: () => '/terms' },

  signIn: {
    path: '/signin',
    getHref: (mode: TSignInMode = 'signin') => (mode === 'signin' ? '/signin' : `/signin?mode=${mode}`),
  },
  /** The original client's link to the register form. */
  signInRegister: { path: '/signin/true', getHref: () => '/signin/true' },
  resetPassword: {
    path: '/signin/reset',
    getHref: (token: string) => `/signin/reset?token=${encodeURIComponent(token)}`,
  },
  activateResult: {
    path: '/ActivateResult',
    getHref: (token: string) => `/ActivateResult?token=${encodeURIComponent(token)}`,
  },

  team: { path: '/team', getHref: () => '/team' },
  teamMember: { path: '/team/:counselorId', getHref: (counselorId: string) => `/team/${counselorId}` },
  focusIssues: { path: '/focusissues', getHref: () => '/focusissues' },
  /** One published topic's page. */
  focusIssue: {
    path: '/focusissues/:topicId',
    getHref: (topicId: string) => `/focusissues/${encodeURIComponent(topicId)}`,
  },
  article: { path: '/article', getHref: () => '/article' },
  articleAuthors: { path: '/article/authors', getHref: () => '/article/authors' },
  articleContent: {
    path: '/article/authors/author/articlecontent',
    getHref: () => '/article/authors/author/articlecontent',
  },
  psychologicalScale: {
    path: '/article',
    getHref: (hostname: string) => `/article?authorid=${scaleAuthorId(hostname)}&pageno=1`,
  },
  eap: { path: '/eap', getHref: () => '/eap' },
  eapFlytech: { path: '/eap/flytech', getHref: () => '/eap/flytech' },
  cooperation: { path: '/cooperation', getHref: () => '/cooperation' },
  faq: { path: '/faq', getHref: (section?: string) => (section ? `/faq#${section}` : '/faq') },
  introductionTeam: { path: '/introduction-team', getHref: () => '/introduction-team' },
  introductionArchitecture: {
    path: '/introduction-architecture',
    getHref: () => '/introduction-architecture',
  },
  introductionStory: { path: '/introduction-story', getHref: () => '/introduction-story' },
  introductionMission: { path: '/introduction-mission', getHref: () => '/introduction-mission' },
  supportCenter: { path: '/supportcenter', getHref: () => '/supportcenter' },
  contactUs: {
    path: '/contactus',
    getHref: (subject?: string) => (subject ? `/contactus?subject=${subject}` : '/contactus'),
  },
  joinTeamDesc: { path: '/jointeamdesc', getHref: () => '/jointeamdesc' },
  joinTeam: { path: '/jointeam', getHref: () => '/jointeam' },
  viewCounselorIssueCourse: { path: '/viewcounselorissuecourse', getHref: () => '/viewcounselorissuecourse' },
  viewCounselorIssueCourseStep: {
    path: '/viewcounselorissuecourse/1',
    getHref: () => '/viewcounselorissuecourse/1',
  },
  viewCounselorOnlineGroup: {
    index: { path: '/viewcounseloronlinegroup/Index1', getHref: () => '/viewcounseloronlinegroup/Index1' },
    one: { path: '/viewcounseloronlinegroup/1', getHref: () => '/viewcounseloronlinegroup/1' },
    two: { path: '/viewcounseloronlinegroup/2', getHref: () => '/viewcounseloronlinegroup/2' },
  },
  room: {
    path: '/rooms/room',
    getHref: (courseId?: string) =>
      courseId ? `/rooms/room?courseId=${encodeURIComponent(courseId)}` : '/rooms/room',
  },

  welcome: { path: '/welcome', getHref: () => '/welcome' },
  applyCounselorStep: { path: '/applycounselorstep', getHref: () => '/applycounselorstep' },
  verifyPhoneSingle: { path: '/verifyphonesingle', getHref: () => '/verifyphonesingle' },
  reviseApplication: { path: '/reviseapplication', getHref: () => '/reviseapplication' },
  questionnaire: { path: '/questionnaire', getHref: () => '/questionnaire' },
  deviceCheck: { path: '/devicecheck', getHref: () => '/devicecheck' },
  paymentSucceed: { path: '/paymentsucceed', getHref: () => '/paymentsucceed' },
  rechargeSucceed: { path: '/rechargesucceed', getHref: () => '/rechargesucceed' },

  user: {
    nextCourse: { path: '/user/nextcourse', getHref: () => '/user/nextcourse' },
    amount: { path: '/user/amount', getHref: () => '/user/amount' },
    courseRecords: { path: '/user/courserecords', getHref: () => '/user/courserecords' },
    /** Mail 5's link: rate one finished session. */
    rateCourse: {
      path: '/user/rate/:courseId',
      getHref: (courseId: string) => `/user/rate/${encodeURIComponent(courseId)}`,
    },
    accountSetting: { path: '/user/accountsetting', getHref: () => '/user/accountsetting' },
    freeCoursePrompt: { path: '/user/freecourseprompt', getHref: () => '/user/freecourseprompt' },
    orderCourse: { path: '/user/ordercourse', getHref: () => '/user/ordercourse' },
    orderFreeCourse: {
      path: '/user/orderfreecourse',
      getHref: (counselorId: string, startTime: string) =>
        `/user/orderfreecourse?${new URLSearchParams({ counselorId, startTime })}`,
    },
    recharge: { path: '/user/recharge', getHref: () => '/user/recharge' },
    customConsultation: { path: '/user/customconsultation', getHref: () => '/user/customconsultation' },
  },
  counselor: {
    nextCourse: { path: '/counselor/nextcourse', getHref: () => '/counselor/nextcourse' },
    courseFeedback: { path: '/counselor/coursefeedback', getHref: () => '/counselor/coursefeedback' },
    scheduleTemplate: { path: '/counselor/schedule-template', getHref: () => '/counselor/schedule-template' },
    scheduleCalendar: { path: '/counselor/schedule-calendar', getHref: () => '/counselor/schedule-calendar' },
    createIssueCourse: {
      path: '/counselor/createissuecourse',
      getHref: () => '/counselor/createissuecourse',
    },
    editCourse: { path: '/counselor/editcourse', getHref: () => '/counselor/editcourse' },
    issueCourseList: { path: '/counselor/issuecourselist', getHref: () => '/counselor/issuecourselist' },
    personal: { path: '/counselor/personal', getHref: () => '/counselor/personal' },
    customConsultation: {
      path: '/counselor/customconsultation',
      getHref: () => '/counselor/customconsultation',
    },
    /** With a session's id: its client's case, or a new one for them (?course=). */
    cases: {
      path: '/counselor/cases',
      getHref: (courseId?: string) =>
        courseId ? `/counselor/cases?course=${encodeURIComponent(courseId)}` : '/counselor/cases',
    },
    /** With a session's id: its record form starts on that session (?session=). */
    case: {
      path: '/counselor/cases/:caseId',
      getHref: (caseId: string, sessionId?: string) =>
        `/counselor/cases/${encodeURIComponent(caseId)}${sessionId ? `?session=${encodeURIComponent(sessionId)}` : ''}`,
    },
  },
  expert: {
    applicationList: { path: '/expert/applicationlist', getHref: () => '/expert/applicationlist' },
    reviewIssueCourseList: {
      path: '/expert/reviewissuecourselist',
      getHref: () => '/expert/reviewissuecourselist',
    },
    reviewLicense: { path: '/expert/reviewlicense', getHref: () => '/expert/reviewlicense' },
    auditLog: { path: '/expert/audit', getHref: () => '/expert/audit' },
  },
} as const;
