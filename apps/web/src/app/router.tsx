import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { paths } from '../config/paths';
import { counselorRead } from '../features/counselors/api/get-counselor';
import { counselorSearchOf, counselorsRead } from '../features/counselors/api/get-counselors';
import { publishedTopicsRead, topicSearchOf } from '../features/topics/api/get-published-topics';
import { topicRead } from '../features/topics/api/get-topic';
import { importWithReload } from '../lib/lazy-import';
import { loadPageNamespaces } from '../lib/i18n';
import type { TPageNamespace } from '../lib/page-namespaces';
import { pageParam } from '../lib/page-param';
import { redirectIfSignedIn, requireRole } from '../shell/session/require-role';
import { requireSchedule } from '../shell/session/require-schedule';
import { BlankLayout } from './layouts/blank-layout';
import { DefaultLayout } from './layouts/default-layout';
import { RootLayout } from './layouts/root-layout';
import { SignInLayout } from './layouts/sign-in-layout';
import { NotFoundPage } from './routes/errors/not-found';
import { RouteErrorPage } from './routes/errors/route-error';
import type { TRouteHandle } from './route-handle';
import { requireAnyRole } from './route-guards';

/**
 * Each page is its own chunk, fetched on first visit together with its texts (and the page
 * reloaded if a chunk is gone).
 */
function page(load: () => Promise<{ default: ComponentType }>, namespaces: readonly TPageNamespace[] = []) {
  return async () => {
    const [module] = await Promise.all([
      importWithReload(load),
      importWithReload(() => loadPageNamespaces(namespaces)),
    ]);
    return { Component: module.default };
  };
}

/** /welcome, /questionnaire and /user/freecourseprompt: one page module, one entry here. */
const freeTrialPage = page(() => import('./routes/user/free-trial'), ['trial']);

const signInPage = page(() => import('./routes/auth/sign-in'), ['auth']);

/** The column's reads, for the server: loaded with its pages' code, not with the route table. */
const articleReads = () => import('../features/articles/api/article-reads');
/** The lectures' reads, likewise. */
const lectureReads = () => import('../features/lectures/api/lecture-reads');

/** The public content pages, built now. */
const publicContentRoutes: RouteObject[] = [
  {
    path: paths.introductionTeam.path,
    lazy: page(() => import('./routes/about/introduction-team'), ['about']),
  },
  {
    path: paths.introductionArchitecture.path,
    lazy: page(() => import('./routes/about/introduction-architecture'), ['about']),
  },
  {
    path: paths.introductionStory.path,
    lazy: page(() => import('./routes/about/introduction-story'), ['about']),
  },
  {
    path: paths.introductionMission.path,
    lazy: page(() => import('./routes/about/introduction-mission'), ['about']),
  },
  { path: paths.faq.path, lazy: page(() => import('./routes/help/faq'), ['help']) },
  { path: paths.supportCenter.path, lazy: page(() => import('./routes/help/support-center'), ['help']) },
  { path: paths.contactUs.path, lazy: page(() => import('./routes/help/contact-us'), ['contact']) },
  { path: paths.cooperation.path, lazy: page(() => import('./routes/partners/cooperation'), ['partners']) },
  { path: paths.eap.path, lazy: page(() => import('./routes/partners/eap'), ['partners']) },
  {
    path: paths.eapFlytech.path,
    lazy: page(() => import('./routes/partners/eap-flytech'), ['partners', 'help']),
  },
  { path: paths.joinTeamDesc.path, lazy: page(() => import('./routes/counselors/join-team-desc'), ['join']) },
  { path: paths.joinTeam.path, lazy: page(() => import('./routes/applications/join-team'), ['application']) },
  {
    path: paths.team.path,
    lazy: page(() => import('./routes/counselors/team'), ['directory']),
    handle: {
      reads: ({ searchParams }) => [
        counselorsRead(pageParam(searchParams.get('page')) - 1, counselorSearchOf(searchParams)),
      ],
    } satisfies TRouteHandle,
  },
  {
    path: paths.teamMember.path,
    lazy: page(() => import('./routes/counselors/counselor'), ['directory', 'booking', 'articles']),
    handle: {
      reads: async ({ params }) => [
        counselorRead(params['counselorId'] ?? ''),
        (await articleReads()).counselorArticlesRead(params['counselorId'] ?? ''),
      ],
    } satisfies TRouteHandle,
  },
  {
    path: paths.focusIssues.path,
    lazy: page(() => import('./routes/topics/focus-issues'), ['directory']),
    handle: {
      reads: ({ searchParams }) => [
        publishedTopicsRead(pageParam(searchParams.get('page')) - 1, topicSearchOf(searchParams)),
      ],
    } satisfies TRouteHandle,
  },
  {
    // The spec's route table: the topics to choose from, and the first step of choosing one.
    path: paths.viewCounselorIssueCourse.path,
    lazy: page(() => import('./routes/topics/focus-issues'), ['directory']),
    handle: {
      reads: ({ searchParams }) => [
        publishedTopicsRead(pageParam(searchParams.get('page')) - 1, topicSearchOf(searchParams)),
      ],
    } satisfies TRouteHandle,
  },
  {
    path: paths.viewCounselorIssueCourseStep.path,
    lazy: page(() => import('./routes/topics/choose-topic'), ['directory']),
  },
  {
    path: paths.focusIssue.path,
    lazy: page(() => import('./routes/topics/topic'), ['directory', 'booking']),
    handle: {
      reads: ({ params }) => [topicRead(params['topicId'] ?? '')],
    } satisfies TRouteHandle,
  },
  {
    // Column articles, or the psychological scales when the author id is the scale author's.
    path: paths.article.path,
    lazy: page(() => import('./routes/articles/article-list'), ['articles']),
    handle: {
      reads: async ({ searchParams }) => (await articleReads()).articleListReads(searchParams),
    } satisfies TRouteHandle,
  },
  {
    path: paths.articleAuthors.path,
    lazy: page(() => import('./routes/articles/article-authors'), ['articles']),
    handle: { reads: async () => [(await articleReads()).articleAuthorsRead()] } satisfies TRouteHandle,
  },
  {
    path: paths.articleContent.path,
    lazy: page(() => import('./routes/articles/article-content'), ['articles']),
    handle: {
      reads: async ({ searchParams }) => (await articleReads()).articleContentReads(searchParams),
    } satisfies TRouteHandle,
  },
  {
    path: paths.viewCounselorOnlineGroup.index.path,
    lazy: page(() => import('./routes/lectures/lecture-list'), ['lectures', 'rating']),
    handle: {
      reads: async ({ searchParams }) => (await lectureReads()).lectureListReads(searchParams),
    } satisfies TRouteHandle,
  },
  {
    path: paths.viewCounselorOnlineGroup.one.path,
    lazy: page(() => import('./routes/lectures/lecture'), ['lectures']),
    handle: {
      reads: async ({ searchParams }) => (await lectureReads()).lectureReads(searchParams),
    } satisfies TRouteHandle,
  },
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        Component: DefaultLayout,
        children: [
          {
            // Errors of a page show inside the layout, so the way home stays in reach.
            errorElement: <RouteErrorPage />,
            children: [
              {
                index: true,
                lazy: page(() => import('./routes/public/home'), ['home', 'directory']),
                handle: { reads: () => [counselorsRead(0), publishedTopicsRead(0)] } satisfies TRouteHandle,
              },
              { path: paths.terms.path, lazy: page(() => import('./routes/public/terms'), ['legal']) },
              {
                path: paths.deviceCheck.path,
                lazy: page(() => import('./routes/public/device-check'), ['devicecheck']),
              },
              ...publicContentRoutes,
              {
                loader: requireRole('client'),
                children: [
                  { path: paths.welcome.path, lazy: freeTrialPage },
                  { path: paths.questionnaire.path, lazy: freeTrialPage },
                  {
                    path: paths.reviseApplication.path,
                    lazy: page(() => import('./routes/applications/revise-application'), ['application']),
                  },
                  {
                    path: paths.paymentSucceed.path,
                    lazy: page(() => import('./routes/wallet/payment-succeed'), ['wallet', 'booking']),
                  },
                  {
                    path: paths.rechargeSucceed.path,
                    lazy: page(() => import('./routes/wallet/recharge-succeed'), ['wallet']),
                  },
                  {
                    path: paths.user.nextCourse.path,
                    lazy: page(() => import('./routes/user/next-course'), ['planned', 'room', 'booking']),
                  },
                  {
                    path: paths.user.courseRecords.path,
                    lazy: page(() => import('./routes/user/course-records'), ['records', 'room', 'rating']),
                  },
                  {
                    path: paths.user.rateCourse.path,
                    lazy: page(() => import('./routes/user/rate-course'), ['room', 'rating']),
                  },
                  { path: paths.user.freeCoursePrompt.path, lazy: freeTrialPage },
                  {
                    path: paths.user.orderCourse.path,
                    lazy: page(() => import('./routes/user/order-course'), ['booking']),
                  },
                  {
                    path: paths.user.orderFreeCourse.path,
                    lazy: page(() => import('./routes/user/order-free-course'), ['booking', 'directory']),
                  },
                  {
                    path: paths.user.recharge.path,
                    lazy: page(() => import('./routes/wallet/recharge'), ['wallet']),
                  },
                  {
                    path: paths.user.customConsultation.path,
                    lazy: page(() => import('./routes/user/custom-consultations'), ['booking']),
                  },
                  {
                    path: paths.viewCounselorOnlineGroup.two.path,
                    lazy: page(() => import('./routes/lectures/lecture-signup'), ['lectures']),
                  },
                ],
              },
              {
                // In the counselor's menu too, and steps a client takes on the way to becoming one.
                loader: requireAnyRole(['client', 'counselor']),
                children: [
                  {
                    path: paths.user.amount.path,
                    lazy: page(() => import('./routes/wallet/amount'), ['wallet']),
                  },
                  {
                    path: paths.user.accountSetting.path,
                    lazy: page(() => import('./routes/user/account-setting'), ['settings', 'licenses']),
                  },
                  {
                    path: paths.applyCounselorStep.path,
                    lazy: page(() => import('./routes/applications/apply-status'), ['application']),
                  },
                  {
                    path: paths.verifyPhoneSingle.path,
                    lazy: page(() => import('./routes/applications/verify-phone'), ['application']),
                  },
                ],
              },
              {
                loader: requireRole('counselor'),
                children: [
                  {
                    path: paths.counselor.nextCourse.path,
                    lazy: page(
                      () => import('./routes/counselor/next-course'),
                      ['planned', 'room', 'devicecheck', 'booking'],
                    ),
                  },
                  {
                    path: paths.counselor.courseFeedback.path,
                    lazy: page(() => import('./routes/counselor/course-feedback'), ['records']),
                  },
                  {
                    path: paths.counselor.createIssueCourse.path,
                    loader: requireSchedule,
                    lazy: page(() => import('./routes/counselor/topic-editor'), ['topics', 'directory']),
                  },
                  {
                    path: paths.counselor.editCourse.path,
                    lazy: page(() => import('./routes/counselor/topic-editor'), ['topics', 'directory']),
                  },
                  {
                    path: paths.counselor.issueCourseList.path,
                    lazy: page(() => import('./routes/counselor/topic-list'), ['topics', 'directory']),
                  },
                  {
                    path: paths.counselor.personal.path,
                    lazy: page(() => import('./routes/counselor/personal'), ['directory']),
                  },
                  {
                    path: paths.counselor.customConsultation.path,
                    lazy: page(
                      () => import('./routes/counselor/custom-consultations'),
                      ['booking', 'directory'],
                    ),
                  },
                  {
                    path: paths.counselor.cases.path,
                    lazy: page(() => import('./routes/counselor/cases'), ['cases', 'directory']),
                  },
                  {
                    path: paths.counselor.case.path,
                    lazy: page(() => import('./routes/counselor/case'), ['cases', 'directory', 'records']),
                  },
                  {
                    path: paths.counselor.articles.path,
                    lazy: page(() => import('./routes/counselor/articles'), ['columnWriting']),
                  },
                  {
                    // One page module for both: saving a new article moves the same editor to its address.
                    path: paths.counselor.newArticle.path,
                    lazy: page(() => import('./routes/counselor/article-editor'), ['columnWriting']),
                  },
                  {
                    path: paths.counselor.article.path,
                    lazy: page(() => import('./routes/counselor/article-editor'), ['columnWriting']),
                  },
                  {
                    path: paths.counselor.lectures.path,
                    lazy: page(() => import('./routes/counselor/lectures'), ['lectures']),
                  },
                  {
                    path: paths.counselor.newLecture.path,
                    lazy: page(() => import('./routes/counselor/new-lecture'), ['lectures']),
                  },
                  {
                    path: paths.counselor.lecture.path,
                    lazy: page(() => import('./routes/counselor/lecture'), ['lectures']),
                  },
                  {
                    path: paths.counselor.scheduleCalendar.path,
                    // FullCalendar comes with this page's own chunk, never with the public pages.
                    lazy: page(() => import('./routes/counselor/schedule-calendar'), ['schedule']),
                  },
                  {
                    path: paths.counselor.scheduleTemplate.path,
                    lazy: page(() => import('./routes/counselor/schedule-template'), ['schedule']),
                  },
                ],
              },
              {
                loader: requireRole('expert'),
                children: [
                  {
                    path: paths.expert.applicationList.path,
                    lazy: page(() => import('./routes/expert/application-list'), ['application']),
                  },
                  {
                    path: paths.expert.reviewIssueCourseList.path,
                    lazy: page(() => import('./routes/expert/review-topics'), ['topics', 'directory']),
                  },
                  {
                    path: paths.expert.reviewLicense.path,
                    lazy: page(() => import('./routes/expert/review-licenses'), ['licenses']),
                  },
                  {
                    path: paths.expert.articles.path,
                    lazy: page(() => import('./routes/expert/review-articles'), ['columnWriting']),
                  },
                  {
                    path: paths.expert.article.path,
                    lazy: page(() => import('./routes/expert/review-article'), ['columnWriting']),
                  },
                  {
                    path: paths.expert.auditLog.path,
                    lazy: page(() => import('./routes/expert/audit-log'), ['audit']),
                  },
                ],
              },
              { path: '*', Component: NotFoundPage },
            ],
          },
        ],
      },
      {
        Component: BlankLayout,
        children: [
          {
            errorElement: <RouteErrorPage />,
            // The two people of a session, who must sign in to join it.
            loader: requireAnyRole(['client', 'counselor']),
            children: [
              {
                path: paths.room.path,
                lazy: page(() => import('./routes/rooms/room'), ['room', 'devicecheck', 'cases', 'rating']),
              },
            ],
          },
        ],
      },
      {
        Component: SignInLayout,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              { path: paths.signIn.path, loader: redirectIfSignedIn, lazy: signInPage },
              { path: paths.signInRegister.path, loader: redirectIfSignedIn, lazy: signInPage },
              {
                path: paths.resetPassword.path,
                lazy: page(() => import('./routes/auth/reset-password'), ['auth']),
              },
              {
                path: paths.activateResult.path,
                lazy: page(() => import('./routes/auth/activate-result'), ['auth']),
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
