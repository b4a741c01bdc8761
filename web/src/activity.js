// Inside the Discord Activity only (app.js imports this file on demand, so that browser and
// local players never download the SDK): the Embedded App SDK's handshake, the OAuth2 code,
// the exchange at the bot's server, and the SDK's own sign-in with the access token.

import { DiscordSDK } from '@discord/embedded-app-sdk';

/**
 * Signs in; `exchange(code)` posts the code to `api/activity/session` and answers
 * `{access_token, session, user}`. Answers `{session, user, channelId}`.
 */
export async function signIn(clientId, exchange) {
  const sdk = new DiscordSDK(clientId, { disableConsoleLogOverride: true });
  await sdk.ready();
  const { code } = await sdk.commands.authorize({
    client_id: clientId,
    response_type: 'code',
    state: '',
    prompt: 'none',
    scope: ['identify'],
  });
  const { access_token: accessToken, session, user } = await exchange(code);
  await sdk.commands.authenticate({ access_token: accessToken });
  return { session, user, channelId: sdk.channelId };
}
