/** The media type of a Content-Type header, lower case without parameters; '' when there is none. */
export function mediaTypeOf(contentType: string | undefined): string {
  if (!contentType) return '';
  const semicolon = contentType.indexOf(';');
  return (semicolon < 0 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase();
}

export const JSON_TYPE = 'application/json';
export const MULTIPART_TYPE = 'multipart/form-data';

/** The 415 of a body in another format than the path takes. */
export const notJsonMessage = 'יש לשלוח את הנתונים בפורמט JSON';
export const notMultipartMessage = 'יש לשלוח את הקובץ בטופס מסוג multipart/form-data';
