import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { LegalDocument } from '@/content/legal';
import { RichText } from './rich-text';

const HEBREW_MONTHS = [
  'ינואר',
  'פברואר',
  'מרץ',
  'אפריל',
  'מאי',
  'יוני',
  'יולי',
  'אוגוסט',
  'ספטמבר',
  'אוקטובר',
  'נובמבר',
  'דצמבר',
];

/** '2026-11-21' → '21 בנובמבר 2026' (a calendar date: no time zone, the same on server and browser). */
export function hebrewDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ב${HEBREW_MONTHS[(month ?? 1) - 1]} ${year}`;
}

const sectionId = (index: number) => `section-${index + 1}`;

/** A legal document: title, last update, a table of contents, then its numbered sections. */
export function LegalDocumentView({ doc }: { doc: LegalDocument }) {
  return (
    <Box as="article" aria-labelledby="legal-title">
      <Heading as="h1" id="legal-title" size={{ base: '3xl', md: '4xl' }}>
        {doc.title}
      </Heading>
      <Text mt="2" color="fg.muted">
        עודכן לאחרונה: <time dateTime={doc.updated}>{hebrewDate(doc.updated)}</time>
      </Text>

      <Box
        as="nav"
        aria-labelledby="legal-toc"
        mt="8"
        p={{ base: '5', md: '6' }}
        bg="bg.subtle"
        borderWidth="1px"
        borderRadius="xl"
      >
        <Text as="h2" id="legal-toc" fontWeight="bold" fontSize="lg" mb="3">
          תוכן העניינים
        </Text>
        <Box as="ol" m="0" ps="6" display="grid" gap="1.5" css={{ listStyleType: 'decimal' }}>
          {doc.sections.map((section, index) => (
            <li key={section.heading}>
              <Box asChild color="brand.fg" _hover={{ textDecoration: 'underline' }}>
                <a href={`#${sectionId(index)}`}>{section.heading}</a>
              </Box>
            </li>
          ))}
        </Box>
      </Box>

      <Stack gap="10" mt="10">
        {doc.sections.map((section, index) => (
          <Box as="section" key={section.heading} aria-labelledby={sectionId(index)}>
            <Heading as="h2" id={sectionId(index)} size="xl" scrollMarginTop="20">
              {index + 1}. {section.heading}
            </Heading>
            <Stack gap="3" mt="3" lineHeight="1.8">
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph}>
                  <RichText text={paragraph} />
                </Text>
              ))}
            </Stack>
            {section.items && section.items.length > 0 && (
              <Box
                as="ul"
                mt="3"
                ps="6"
                display="grid"
                gap="2"
                lineHeight="1.8"
                css={{ listStyleType: 'disc' }}
              >
                {section.items.map((item) => (
                  <li key={item}>
                    <RichText text={item} />
                  </li>
                ))}
              </Box>
            )}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
