/**
 * A mailto: link to one address. Everything that could start a query ('?', '&', '='), a fragment,
 * a second recipient or a new line is percent-encoded, so no address can add headers such as bcc
 * or a body to the message; '@' stays as it is, for a readable link.
 */
export const mailtoHref = (address: string): string => `mailto:${encodeURIComponent(address).replace(/%40/g, '@')}`;
