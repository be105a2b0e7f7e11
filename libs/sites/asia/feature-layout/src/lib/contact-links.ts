/** A `tel:` link of a written phone number (`+7 727 339-12-45` → `tel:+77273391245`). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^+\d]/g, '')}`;
