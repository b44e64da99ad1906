import { Box, chakra, Heading, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { CheckFailure } from './check-failure';
import { DropZone } from './drop-zone';
import { HowTo } from './how-to';
import { useReportCheck } from './use-report-check';

// the results (tables, findings, saving) load once a file is on its way, never with the page
const loadResults = () => import('./check-results');
const CheckResults = lazy(() => loadResults().then((m) => ({ default: m.CheckResults })));
const preload = () => void loadResults().catch(() => undefined);

/** The product page that offers the check itself. */
export const PORTFOLIO_CHECK_PATH = '/insurance/portfolio-check';

/** The portfolio-check product page's own check: a report in, its policies, totals and findings out. */
export function PortfolioCheck({ service }: { service: string }) {
  const { state, check, reset } = useReportCheck();
  const results = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // another file: the results go, and focus returns to the file input they came from
  const again = () => {
    reset();
    input.current?.focus();
  };
  // the answer is announced and focus moves to it, so a screen reader hears what came back
  useEffect(() => {
    if (state.phase === 'done') results.current?.focus();
  }, [state.phase]);
  return (
    <Box
      as="section"
      id="check"
      aria-labelledby="check-heading"
      borderRadius="2xl"
      bg="brand.subtle"
      p={{ base: '5', md: '8' }}
      onPointerEnter={preload}
      onFocus={preload}
    >
      <Heading as="h2" id="check-heading" size={{ base: 'xl', md: '2xl' }}>
        בדקו את התיק הביטוחי שלכם עכשיו
      </Heading>
      <Text mt="2" mb="5" maxW="3xl" fontSize={{ base: 'md', md: 'lg' }}>
        העלו את קובץ האקסל שהורדתם מהר הביטוח, ותוך שניות תראו את כל הפוליסות שלכם, כמה אתם משלמים בחודש
        ובשנה, ואם יש כפל ביטוחי, כיסוי חסר או פוליסה שמסתיימת. הבדיקה חינמית, והקובץ לא נשמר אצלנו.
      </Text>
      <DropZone inputRef={input} onFile={(file) => void check(file)} busy={state.phase === 'checking'} />
      <chakra.details mt="4" bg="bg.panel" borderRadius="xl" p="4">
        <chakra.summary cursor="pointer" fontWeight="semibold" color="brand.fg">
          אין לכם את הקובץ? כך מורידים אותו מהר הביטוח
        </chakra.summary>
        <Box mt="4">
          <HowTo heading={null} />
        </Box>
      </chakra.details>
      <Box aria-live="polite" mt="6">
        {state.phase === 'checking' && <Text role="status">בודקים את הקובץ...</Text>}
        {state.phase === 'failed' && <CheckFailure message={state.message} wrongFile={state.wrongFile} />}
      </Box>
      {state.phase === 'done' && (
        <Box ref={results} tabIndex={-1} outline="none" aria-label="תוצאות הבדיקה" role="region">
          <Suspense fallback={<Text role="status">מכינים את התוצאות...</Text>}>
            <CheckResults analysis={state.analysis} file={state.file} service={service} onAgain={again} />
          </Suspense>
        </Box>
      )}
    </Box>
  );
}
