// English strings of the gate's Scan screen (docs/gate.md; the source catalogue: the Hindi one must have the same keys).
import { english } from '../english';
import { shellWords } from './shell';

export const gate = english('gate', {
  ...shellWords.gate,
  intro: "Scan the QR code on a printed slip to check that it is genuine and still as printed. On a phone without a camera, type or paste the code's text.",
  scanWithCamera: 'Scan with camera',
  stopCamera: 'Stop camera',
  cameraView: 'Camera',
  cameraFailed: 'The camera could not be opened. Allow the camera for this site, or type the code below.',
  codeLabel: 'QR code text',
  codeHint: 'It starts with {{prefix}}',
  check: 'Check',
  verdict: {
    current: 'Genuine and current',
    edited: 'Genuine, but edited since printing',
    deleted: 'Genuine, but deleted since printing',
    notGenuine: 'Not genuine',
  },
  explain: {
    current: 'This slip was printed by your company and has not changed since.',
    edited: 'This slip was printed by your company, but it has been changed since. Below is the slip as it is now: compare it with the paper.',
    deleted: 'This slip was printed by your company, but it has since been deleted from the ledger.',
    notGenuine: 'This code was not made by this app, or it was changed after printing. Do not accept the slip.',
  },
  slipTitle: '{{kind}} {{number}}',
  receivedAtGate: 'Received at gate',
  receivedNote: 'Received back against {{kind}} {{number}}',
  // A gate clerk's screen (/gate; docs/gate.md "The gate clerk").
  addSlip: 'Add {{kind}}',
  scanSlip: 'Scan a slip',
  mySlips: 'My slips',
  loading: 'Loading…',
  noSlips: 'You have not written a slip yet.',
  netKg: 'Net {{kg}} KG',
  correctUntil: 'You can correct this slip until {{time}}',
  print: 'Print',
  printSlip: 'Print slip {{number}}',
  correct: 'Correct',
  correctSlip: 'Correct slip {{number}}',
});
