// Texts the enquiry dialog and its form share.
export const ENQUIRY_SENT_TITLE = 'Your enquiry is sent';
