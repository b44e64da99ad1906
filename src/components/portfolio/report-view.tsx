import { Box, chakra, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { formatDayText } from '@/shared/day-text';
import type { Finding, PortfolioAnalysis } from '@/shared/portfolio';
import { FindingsList } from './findings-list';
import { shekels } from './format';
import { PoliciesView } from './policies-view';

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="xl" p="4" bg="bg.panel">
      <Text color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" mt="1">
        {value}
      </Text>
      {note && (
        <Text fontSize="xs" color="fg.muted" mt="1">
          {note}
        </Text>
      )}
    </Box>
  );
}

/** Rows of the report that could not be read as policies: shown as they are, with the reason. */
function UnreadRows({
  rows,
  headingLevel,
}: {
  rows: PortfolioAnalysis['unreadRows'];
  headingLevel: SubLevel;
}) {
  if (rows.length === 0) return null;
  return (
    <Box
      as="section"
      aria-label="שורות שלא נקראו"
      p="4"
      borderRadius="xl"
      bg="bg.warning"
      borderWidth="1px"
      borderColor="border.warning"
    >
      <Heading as={headingLevel} size="md">
        {rows.length === 1 ? 'שורה אחת בקובץ לא נקראה' : `${rows.length} שורות בקובץ לא נקראו`}
      </Heading>
      <Text mt="1" fontSize="sm">
        הן מוצגות כאן כפי שהן, כדי שלא יחסר דבר. כדאי לבדוק אותן מול הר הביטוח.
      </Text>
      <chakra.ul listStyle="none" mt="3" display="grid" gap="2" fontSize="sm">
        {rows.map((row) => (
          <chakra.li key={row.row} bg="bg.panel" borderRadius="md" p="3">
            <Text fontWeight="semibold">
              שורה {row.row}: {row.reason}
            </Text>
            <Text color="fg.muted" overflowWrap="anywhere">
              {row.cells.filter(Boolean).join(' · ')}
            </Text>
          </chakra.li>
        ))}
      </chakra.ul>
    </Box>
  );
}

type SubLevel = 'h3' | 'h4' | 'h5';

const policyCount = (n: number) => (n === 1 ? 'פוליסה אחת' : `${n} פוליסות`);

/**
 * A report as the server analysed it: the holder and date, the totals, the findings (each with
 * `help`), every policy by section and the rows that could not be read. It shows what the server
 * answered and computes nothing of its own.
 */
export function ReportView({
  analysis,
  help,
  headingLevel = 'h3',
  before,
}: {
  analysis: PortfolioAnalysis;
  help: (finding: Finding) => ReactNode;
  /** the level of the report's own headings; their parts one below */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** between the totals and the findings (a saved report's changes) */
  before?: ReactNode;
}) {
  const sub = headingLevel === 'h2' ? 'h3' : headingLevel === 'h3' ? 'h4' : 'h5';
  const { holder, asOf, totals, policies, findings, unreadRows } = analysis;
  const findingsId = useId();
  const policiesId = useId();
  return (
    <Flex direction="column" gap={{ base: '6', md: '8' }}>
      <Box>
        <Text color="fg.muted">
          דוח הר הביטוח של תעודת זהות <bdi dir="ltr">{holder.idMasked}</bdi>
          {asOf && <> · מעודכן ל־{formatDayText(asOf)}</>} · {policyCount(policies.length)}
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" mt="3" maxW="2xl">
          <Stat
            label="סך הכול בחודש"
            value={shekels(totals.monthly)}
            note="פרמיה שנתית נספרת כחלק השנים־עשר שלה"
          />
          <Stat label="סך הכול בשנה" value={shekels(totals.yearly)} />
        </SimpleGrid>
      </Box>
      {before}
      <Box as="section" aria-labelledby={findingsId}>
        <Heading as={headingLevel} id={findingsId} size="lg" mb="3">
          {findings.length === 0 ? 'ממצאים' : `ממצאים (${findings.length})`}
        </Heading>
        <FindingsList findings={findings} policies={policies} help={help} headingLevel={sub} />
      </Box>
      <Box as="section" aria-labelledby={policiesId}>
        <Heading as={headingLevel} id={policiesId} size="lg" mb="3">
          כל הפוליסות
        </Heading>
        {policies.length === 0 ? (
          <Text>בדוח לא נמצאו פוליסות.</Text>
        ) : (
          <PoliciesView policies={policies} headingLevel={sub} />
        )}
      </Box>
      <UnreadRows rows={unreadRows} headingLevel={sub} />
    </Flex>
  );
}
