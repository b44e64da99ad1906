/** The legal documents' pages: the route table, the page and `content.legal` take their paths from here. */
export const legalPaths = ['/accessibility', '/privacy', '/terms'] as const;

export type LegalPath = (typeof legalPaths)[number];

export const isLegalPath = (path: string): path is LegalPath =>
  (legalPaths as readonly string[]).includes(path);
