// The product's name, one home: the web's logo and boot shell (and index.html, written in by the build), the
// server's OTP texts and the PDFs' metadata read it. Sentences of the catalogues that name it are text of their own.
export const PRODUCT_NAME = 'Job Work Ledger';
