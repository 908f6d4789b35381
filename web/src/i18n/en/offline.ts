// English strings of working offline (docs/offline.md): the outbox of adds waiting to be sent, and the banner over last-seen figures.
import { english } from '../english';

export const offline = english('offline', {
  banner: 'Offline — figures as of {{time}}',
  bannerNoTime: 'Offline — showing the figures last seen',
  kept: '{{what}} {{number}} kept on this phone: it will be sent when the network returns',
  waiting: 'Waiting to send ({{count}})',
  listTitle: 'Waiting to send',
  listIntro: 'Written while the server could not be reached. They are sent in the order written, once each, as soon as the network returns.',
  notSent: 'Not yet sent',
  provisional: 'Provisional number: the server may give another. Print it once it is sent.',
  refused: 'Refused by the server: {{reason}}',
  resend: 'Resend',
  discard: 'Discard',
  discardQuestion: 'Discard {{what}} {{number}}? It was never sent, and will be lost.',
  keep: 'Keep it',
  sendNow: 'Send now',
  writtenAt: 'Written {{time}}',
});
