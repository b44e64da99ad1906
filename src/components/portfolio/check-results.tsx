import { Button, Flex, Heading } from '@chakra-ui/react';
import { ContactDialogButton } from '@/components/contact/contact-dialog';
import type { PortfolioAnalysis } from '@/shared/portfolio';
import { ReportView } from './report-view';

/** The public check's answer: the report, the agency's help beside each finding, and another file. */
export function CheckResults({
  analysis,
  service,
  onAgain,
}: {
  analysis: PortfolioAnalysis;
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
    </Flex>
  );
}
