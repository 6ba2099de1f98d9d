/** A telephone link's target: the digits (and a leading +) of a number as written, so a tap dials it. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
