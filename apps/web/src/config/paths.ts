/** Every route path of the web app and how to link to it; the paths keep the spec's spelling. */
import { scaleAuthorId } from '@app/contracts/scale-author';

export { scaleAuthorId };

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
  /** The column's articles, newest first; with an author's number, theirs (pageno from 1, as the spec spells it). */
  article: {
    path: '/article',
    getHref: (authorId?: number, page = 1) =>
      authorId === undefined
        ? page === 1
          ? '/article'
          : `/article?pageno=${page}`
        : `/article?authorid=${authorId}&pageno=${page}`,
  },
  articleAuthors: { path: '/article/authors', getHref: () => '/article/authors' },
  /** One article's page, named by its id in the query (the spec's spelling). */
  articleContent: {
    path: '/article/authors/author/articlecontent',
    getHref: (articleId?: string) =>
      articleId === undefined
        ? '/article/authors/author/articlecontent'
        : `/article/authors/author/articlecontent?id=${encodeURIComponent(articleId)}`,
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
  /** Lectures and groups (講座與團體): the list (?page= from 1), a lecture's page and its sign-up form (?id=). */
  viewCounselorOnlineGroup: {
    index: {
      path: '/viewcounseloronlinegroup/Index1',
      getHref: (page = 1) => `/viewcounseloronlinegroup/Index1${page === 1 ? '' : `?page=${page}`}`,
    },
    one: {
      path: '/viewcounseloronlinegroup/1',
      getHref: (lectureId: string) => `/viewcounseloronlinegroup/1?id=${encodeURIComponent(lectureId)}`,
    },
    two: {
      path: '/viewcounseloronlinegroup/2',
      getHref: (lectureId: string) => `/viewcounseloronlinegroup/2?id=${encodeURIComponent(lectureId)}`,
    },
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
    /** The counselor's column articles (我的專欄), every status, or those of one (?status=). */
    articles: { path: '/counselor/articles', getHref: () => '/counselor/articles' },
    newArticle: { path: '/counselor/articles/new', getHref: () => '/counselor/articles/new' },
    /** One of the counselor's articles: its editor, or the article read-only while in review or published. */
    article: {
      path: '/counselor/articles/:articleId',
      getHref: (articleId: string) => `/counselor/articles/${encodeURIComponent(articleId)}`,
    },
    /** The counselor's lectures and groups (我的講座), a new one, and one with its members. */
    lectures: { path: '/counselor/lectures', getHref: () => '/counselor/lectures' },
    newLecture: { path: '/counselor/lectures/new', getHref: () => '/counselor/lectures/new' },
    lecture: {
      path: '/counselor/lectures/:lectureId',
      getHref: (lectureId: string) => `/counselor/lectures/${encodeURIComponent(lectureId)}`,
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
    /** Column articles waiting for review (文章審核), the oldest first. */
    articles: { path: '/expert/articles', getHref: () => '/expert/articles' },
    article: {
      path: '/expert/articles/:articleId',
      getHref: (articleId: string) => `/expert/articles/${encodeURIComponent(articleId)}`,
    },
  },
} as const;
