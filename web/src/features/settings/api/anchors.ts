// Where other screens link into the settings page (no form rules here, so a link loads none).

/** Settings → Address and GST's anchor on the settings page (the challan's prompt links to it). */
export const ADDRESS_AND_GST_ANCHOR = 'address-and-gst';
