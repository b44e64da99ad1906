/** The parts around the travel form's steps: progress, the restored-progress notice, the confirmation. */
import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { CheckCircle2, FilePlus2, History } from 'lucide-react';
import { forwardRef } from 'react';
import { CloseIconButton } from '@/components/ui/close-icon-button';
import { agency } from '@/content/agency';
import { TRAVEL_STEPS, type TravelStep } from '@/shared/travel-core';

/** 'שלב N מתוך 8' and a bar; the step's name is the heading below it. */
export function StepProgress({ step }: { step: TravelStep }) {
  return (
    <Box>
      <Text fontSize="sm" fontWeight="semibold" color="brand.700" mb="2">
        שלב {step} מתוך {TRAVEL_STEPS}
      </Text>
      <Box
        role="progressbar"
        aria-label="התקדמות בטופס"
        aria-valuemin={1}
        aria-valuemax={TRAVEL_STEPS}
        aria-valuenow={step}
        aria-valuetext={`שלב ${step} מתוך ${TRAVEL_STEPS}`}
        h="2"
        bg="brand.100"
        borderRadius="full"
        overflow="hidden"
      >
        <Box
          h="full"
          w={`${(step / TRAVEL_STEPS) * 100}%`}
          bg="brand.600"
          borderRadius="full"
          transition="width 0.3s"
          _motionReduce={{ transition: 'none' }}
        />
      </Box>
    </Box>
  );
}

/**
 * Shown after a saved form was restored (the 'saved form' notice), with a way to start over; the form
 * puts it inside a live region that is on the page before it.
 */
export const RestoredNotice = forwardRef<
  HTMLDivElement,
  {
    /** some fields were not kept (IDs, passports, health answers) and must be filled again */
    privacyNote: boolean;
    onStartOver: () => void;
    onClose: () => void;
  }
>(function RestoredNotice({ privacyNote, onStartOver, onClose }, ref) {
  return (
    <Flex
      ref={ref}
      mb="5"
      scrollMarginTop="24"
      gap="3"
      align="flex-start"
      p="4"
      bg="brand.50"
      borderWidth="1px"
      borderColor="brand.200"
      borderRadius="xl"
    >
      <Box color="brand.700" mt="0.5" aria-hidden="true">
        <History size={20} />
      </Box>
      <Box flex="1">
        <Text fontWeight="semibold">
          שחזרנו את הפרטים שמילאתם בביקור הקודם – אפשר להמשיך מהמקום שבו עצרתם.
        </Text>
        {privacyNote && (
          <Text fontSize="sm" color="fg.muted" mt="1">
            מטעמי פרטיות לא שמרנו בדפדפן את מספרי הזהות והדרכון ואת התשובות להצהרת הבריאות, ולכן יש למלא אותם
            שוב.
          </Text>
        )}
        <Button type="button" variant="outline" size="sm" mt="3" onClick={onStartOver}>
          התחלה מחדש
        </Button>
      </Box>
      <CloseIconButton label="סגירת ההודעה" onClick={onClose} />
    </Flex>
  );
});

/**
 * What the page shows once the request is stored, in place of the form: the reference number to quote
 * on the phone, what happens next and when the agency calls, and a way to send another request.
 */
export const Confirmation = forwardRef<HTMLHeadingElement, { reference: string; onAnother: () => void }>(
  function Confirmation({ reference, onAnother }, ref) {
    const hours = agency.openingHours.filter((h) => h.hours !== 'סגור');
    return (
      <Box
        as="section"
        aria-labelledby="travel-confirmation-title"
        p={{ base: '5', sm: '6', md: '8' }}
        bg="bg"
        borderWidth="1px"
        borderTopWidth="4px"
        borderTopColor="green.600"
        borderRadius="2xl"
        boxShadow="sm"
      >
        <Flex gap="3" align="flex-start">
          <Box color="green.700" mt="1" aria-hidden="true">
            <CheckCircle2 size={32} />
          </Box>
          <Heading
            as="h2"
            id="travel-confirmation-title"
            ref={ref}
            tabIndex={-1}
            size={{ base: 'xl', md: '2xl' }}
            color="green.800"
            _focus={{ outline: 'none' }}
          >
            הבקשה נשלחה בהצלחה! נציג שלנו יצור איתכם קשר בהקדם
          </Heading>
        </Flex>
        <Box mt="6" p="4" bg="brand.50" borderRadius="xl" textAlign="center">
          <Text color="fg.muted">מספר הבקשה</Text>
          <Text fontSize="3xl" fontWeight="bold" letterSpacing="wider" color="brand.900">
            <bdi dir="ltr">{reference}</bdi>
          </Text>
          <Text fontSize="sm">כדאי לרשום את המספר ולציין אותו כשמתקשרים אלינו.</Text>
        </Box>
        <Heading as="h3" size="md" color="brand.900" mt="6" mb="3">
          מה קורה עכשיו?
        </Heading>
        <Box as="ol" ps="5" display="flex" flexDirection="column" gap="2">
          <li>אישור עם פרטי הבקשה נשלח לכתובת הדוא״ל של הנוסע הראשון.</li>
          <li>
            סוכן שלנו יעבור על הבקשה ויתקשר אליכם לטלפון שמסרתם תוך יום עסקים אחד, בשעות הפעילות:{' '}
            {hours.map((h) => `${h.days} ${h.hours}`).join(', ')}.
          </li>
          <li>
            בשיחה נעבור יחד על הכיסויים ונציג לכם הצעת מחיר מחברת הביטוח. הביטוח ייכנס לתוקף רק אחרי אישורכם.
          </li>
        </Box>
        <Text mt="4" fontSize="sm" color="fg.muted">
          שאלה בינתיים? התקשרו אלינו:{' '}
          <a href={agency.phoneHref} dir="ltr">
            {agency.phone}
          </a>
        </Text>
        <Button type="button" variant="outline" size="lg" mt="6" onClick={onAnother}>
          <FilePlus2 aria-hidden="true" />
          שליחת בקשה נוספת
        </Button>
      </Box>
    );
  },
);
