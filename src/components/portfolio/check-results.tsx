import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ContactDialogButton } from '@/components/contact/contact-dialog';
import { LinkButton } from '@/components/ui/link-button';
import { useSession } from '@/lib/use-session';
import type { PortfolioAnalysis } from '@/shared/portfolio';
import { ReportView } from './report-view';
import { SaveFailure } from './save-failure';
import { saveReport } from './transfer';

const PORTFOLIO_TAB_PATH = '/dashboard?tab=portfolio';

/** Under the results: keep the report in the personal area (signed in), or how to get there. */
function SaveBar({ file }: { file: File }) {
  const session = useSession();
  const [, navigate] = useLocation();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<Error | null>(null);
  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await saveReport(file, () => undefined);
      navigate(PORTFOLIO_TAB_PATH);
    } catch (error) {
      setFailure(error as Error);
      setSaving(false);
    }
  };
  return (
    <Box p={{ base: '4', md: '5' }} borderRadius="xl" bg="bg.panel" borderWidth="1px" borderColor="border">
      <Heading as="h3" size="md">
        שמרו את הדוח באזור האישי
      </Heading>
      <Text mt="1" color="fg.muted">
        בתיק הביטוחי שלכם הדוח ייבדק מחדש בכל כניסה, תראו מה השתנה כשתעלו דוח חדש, ותוכלו לבקש מאיתנו בדיקה.
      </Text>
      {session.status === 'signed-in' ? (
        <Button mt="3" onClick={() => void save()} loading={saving} loadingText="שומרים...">
          שמירה בתיק הביטוחי שלי
        </Button>
      ) : (
        <Flex mt="3" gap="3" wrap="wrap" align="center">
          <LinkButton asChild>
            <Link to={`/login?next=${encodeURIComponent(PORTFOLIO_TAB_PATH)}`}>כניסה לאזור האישי</Link>
          </LinkButton>
          <Text fontSize="sm" color="fg.muted">
            אחרי הכניסה העלו את הקובץ שוב בלשונית ׳התיק הביטוחי שלי׳.
          </Text>
        </Flex>
      )}
      {failure && <SaveFailure error={failure} />}
    </Box>
  );
}

/** The public check's answer: the report, the agency's help beside each finding, saving, and another file. */
export function CheckResults({
  analysis,
  file,
  service,
  onAgain,
}: {
  analysis: PortfolioAnalysis;
  file: File;
  service: string;
  onAgain: () => void;
}) {
  return (
    <Flex direction="column" gap="6">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h3" size="xl">
          תוצאות הבדיקה
        </Heading>
        <Button variant="outline" size="sm" onClick={onAgain}>
          בדיקת קובץ אחר
        </Button>
      </Flex>
      <ReportView
        analysis={analysis}
        headingLevel="h4"
        help={() => (
          <ContactDialogButton
            service={service}
            label="נשמח לעזור – השאירו פרטים"
            variant="outline"
            size="sm"
          />
        )}
      />
      <SaveBar file={file} />
    </Flex>
  );
}
