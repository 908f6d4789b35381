// The settings as other features use them: where the company's address and GSTIN are filled in.
export { ADDRESS_AND_GST_ANCHOR } from './api/anchors';
