/** The contact form's chunk (its schema and the data layer come with it); one function, so LazyData remembers it. */
export const loadContactForm = () => import('./contact-form').then((m) => ({ default: m.ContactForm }));
