import { expect, test } from './support/fixtures.ts';
import { loginLink, profileButton, signOut } from './support/sign-in.ts';
import { texts } from './support/texts.ts';

/**
 * A counselor and a client use the site at the same time, each in a browser of their own, as
 * they will in the session room: each keeps their own session whatever the other does.
 */
test.describe('a counselor and a client at once', () => {
  test('are signed in side by side, both reach the session room, and one leaving does not sign out the other', async ({
    counselorAndClient: { counselor, client },
  }) => {
    await test.step('each sees their own name', async () => {
      await expect(profileButton(counselor.page, '陳怡君')).toBeVisible();
      await expect(profileButton(client.page, '小安')).toBeVisible();
    });

    await test.step('both open the session room', async () => {
      await Promise.all([counselor.page.goto('/rooms/room'), client.page.goto('/rooms/room')]);
      for (const { page } of [counselor, client]) {
        await expect(page.getByRole('heading', { level: 1, name: texts.room.title })).toBeVisible();
        await expect(page).toHaveURL((url) => url.pathname === '/rooms/room');
      }
    });

    await test.step('the client logs out; the counselor is still signed in', async () => {
      await client.page.goto('/');
      await signOut(client.page, '小安');
      await counselor.page.reload();
      await expect(counselor.page.getByRole('heading', { level: 1, name: texts.room.title })).toBeVisible();
      await counselor.page.goto('/counselor/nextcourse');
      await expect(profileButton(counselor.page, '陳怡君')).toBeVisible();
      await expect(loginLink(client.page)).toBeVisible();
    });
  });
});
