import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { paths } from '../config/paths';
import { importWithReload } from '../lib/lazy-import';
import { redirectIfSignedIn, requireRole } from '../shell/session/require-role';
import { DefaultLayout } from './layouts/default-layout';
import { RootLayout } from './layouts/root-layout';
import { SignInLayout } from './layouts/sign-in-layout';
import { NotFoundPage } from './routes/errors/not-found';
import { RouteErrorPage } from './routes/errors/route-error';

/** Each page is its own chunk, fetched on first visit (and the page reloaded if the chunk is gone). */
function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await importWithReload(load)).default });
}

const signInPage = page(() => import('./routes/auth/sign-in'));

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
              { index: true, lazy: page(() => import('./routes/public/home')) },
              { path: paths.terms.path, lazy: page(() => import('./routes/public/terms')) },
              {
                loader: requireRole('counselor'),
                children: [
                  {
                    path: paths.counselor.nextCourse.path,
                    lazy: page(() => import('./routes/counselor/next-course')),
                  },
                ],
              },
              {
                loader: requireRole('expert'),
                children: [
                  {
                    path: paths.expert.applicationList.path,
                    lazy: page(() => import('./routes/expert/application-list')),
                  },
                ],
              },
              { path: '*', Component: NotFoundPage },
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
              { path: paths.resetPassword.path, lazy: page(() => import('./routes/auth/reset-password')) },
              { path: paths.activateResult.path, lazy: page(() => import('./routes/auth/activate-result')) },
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
