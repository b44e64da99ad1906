import { Box, Button, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { ContactDialogButton } from '@/components/contact/contact-dialog';
import { toaster } from '@/components/ui/toaster';
import { CheckFailure } from './check-failure';
import { DropZone } from './drop-zone';
import { HowTo } from './how-to';
import { ReportView } from './report-view';
import { SaveFailure } from './save-failure';
import { saveReport } from './transfer';
import { useReportCheck } from './use-report-check';

/**
 * The personal area's way in for a report (the holder's own or a family member's): it is checked and
 * shown first, and kept only when the person presses 'שמירה'.
 */
export function NewReport({ onSaved }: { onSaved: (id: number) => void }) {
  const { state, check, reset } = useReportCheck();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<Error | null>(null);
  const results = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.phase === 'done') results.current?.focus();
  }, [state.phase]);

  const save = async (file: File) => {
    setSaving(true);
    setFailure(null);
    try {
      const saved = await saveReport(file, () => undefined);
      toaster.success({ title: 'הדוח נשמר בתיק הביטוחי שלכם' });
      reset();
      onSaved(saved.id);
    } catch (error) {
      setFailure(error as Error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box as="section" aria-labelledby="new-report-heading">
      <Heading as="h3" id="new-report-heading" size="md" mb="3">
        הוספת דוח מהר הביטוח
      </Heading>
      <DropZone
        onFile={(file) => {
          setFailure(null);
          void check(file);
        }}
        busy={state.phase === 'checking'}
        label="גררו לכאן דוח מהר הביטוח – שלכם או של בן משפחה"
      />
      <chakra.details mt="3" borderWidth="1px" borderColor="border" borderRadius="xl" p="4">
        <chakra.summary cursor="pointer" fontWeight="semibold" color="brand.fg">
          איך מורידים את הקובץ מהר הביטוח?
        </chakra.summary>
        <Box mt="4">
          <HowTo heading={null} />
        </Box>
      </chakra.details>
      <Box aria-live="polite" mt="4">
        {state.phase === 'checking' && <Text role="status">בודקים את הקובץ...</Text>}
        {state.phase === 'failed' && <CheckFailure message={state.message} wrongFile={state.wrongFile} />}
      </Box>
      {state.phase === 'done' && (
        <Box
          ref={results}
          tabIndex={-1}
          outline="none"
          role="region"
          aria-label="הדוח שנבדק"
          mt="2"
          p={{ base: '4', md: '6' }}
          borderWidth="2px"
          borderColor="brand.solid"
          borderRadius="2xl"
        >
          <Flex justify="space-between" align="start" gap="3" wrap="wrap" mb="5">
            <Box>
              <Text fontSize="lg" fontWeight="bold">
                הדוח נבדק ועדיין לא נשמר
              </Text>
              <Text color="fg.muted" mt="1">
                שמרו אותו כדי לראות אותו כאן בכל פעם, לעקוב אחרי שינויים ולבקש בדיקה מהסוכנות.
              </Text>
            </Box>
            <Flex gap="2" wrap="wrap">
              <Button onClick={() => void save(state.file)} loading={saving} loadingText="שומרים...">
                שמירה בתיק הביטוחי שלי
              </Button>
              <Button variant="outline" onClick={reset} disabled={saving}>
                ביטול
              </Button>
            </Flex>
          </Flex>
          {failure && <SaveFailure error={failure} />}
          <ReportView
            analysis={state.analysis}
            headingLevel="h4"
            help={() => (
              <ContactDialogButton
                service="בדיקת תיק ביטוחי"
                label="נשמח לעזור – השאירו פרטים"
                variant="outline"
                size="sm"
              />
            )}
          />
        </Box>
      )}
    </Box>
  );
}
