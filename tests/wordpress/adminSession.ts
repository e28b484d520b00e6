// A user of the tests' WordPress in wp-admin, as their browser is: logged in
// through wp-login.php, asking admin pages and sending its forms with the cookies.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { phpString } from '../../scripts/wordpress/phpSource.ts';
import type { LocalWordpressClient } from '../../scripts/wordpress/wordpressClient.ts';

export interface Session {
  /** The Cookie header of a logged-in user. */
  readonly cookie: string;
  /** Its logged-in cookie, decoded: what a nonce of that session is bound to. */
  readonly loggedIn: readonly [name: string, value: string];
}

export const logIn = async (wordpress: LocalWordpressClient, user: string, password: string): Promise<Session> => {
  const response = await fetch(`${wordpress.origin}/wp-login.php`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: 'wordpress_test_cookie=WP%20Cookie%20check' },
    body: new URLSearchParams({ log: user, pwd: password, testcookie: '1', redirect_to: wordpress.adminUrl }),
    signal: AbortSignal.timeout(30_000),
  });
  expect(response.status, `logging in as ${user}`).toBe(302);
  const cookies = new Map<string, string>();
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(';')[0]!;
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    if (value !== '' && value !== 'deleted') cookies.set(name, value);
  }
  const loggedIn = [...cookies].find(([name]) => name.startsWith('wordpress_logged_in_'));
  expect(loggedIn, `the logged-in cookie of ${user}`).toBeDefined();
  return { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '), loggedIn: [loggedIn![0], decodeURIComponent(loggedIn![1])] };
};

/** A wp-admin page or form (a path under wp-admin/, an absolute URL, or as a redirect names it), as that user's browser asks it. */
export const adminRequest = async (
  wordpress: LocalWordpressClient,
  session: Session,
  path: string,
  form?: URLSearchParams,
  headers: Record<string, string> = {},
): Promise<{ status: number; html: string; location: string }> => {
  const response = await fetch(new URL(path, wordpress.adminUrl), {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: { Cookie: session.cookie, ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}), ...headers },
    ...(form ? { body: form } : {}),
    signal: AbortSignal.timeout(60_000),
  });
  return { status: response.status, html: await response.text(), location: response.headers.get('location') ?? '' };
};

/** A new user of that role, logged in; `created` receives their id, for the test to delete them after. */
export const newUser = async (wordpress: LocalWordpressClient, login: string, role: string, created: (id: number) => void): Promise<Session> => {
  const password = randomBytes(12).toString('hex');
  const id = Number(
    await wordpress.php(`
      $id = wp_insert_user( array( 'user_login' => ${phpString(login)}, 'user_pass' => ${phpString(password)}, 'user_email' => ${phpString(`${login}@example.org`)}, 'role' => ${phpString(role)} ) );
      if ( is_wp_error( $id ) ) {
        fwrite( STDERR, $id->get_error_message() );
        exit( 1 );
      }
      echo (int) $id;`),
  );
  created(id);
  return logIn(wordpress, login, password);
};
