/** The parts around the travel form's steps: progress, the restored-progress notice, the confirmation. */
import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { CheckCircle2, History } from 'lucide-react';
import { forwardRef } from 'react';
import { CloseIconButton } from '@/components/ui/close-icon-button';
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

/** Shown after a saved form was restored (the 'saved form' notice), with a way to start over. */
export function RestoredNotice({
  privacyNote,
  onStartOver,
  onClose,
}: {
  /** some fields were not kept (IDs, passports, health answers) and must be filled again */
  privacyNote: boolean;
  onStartOver: () => void;
  onClose: () => void;
}) {
  return (
    <Flex
      role="status"
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
}

/** The success panel: the confirmation message and the reference number to quote on the phone. */
export const Confirmation = forwardRef<HTMLHeadingElement, { reference: string; onClose: () => void }>(
  function Confirmation({ reference, onClose }, ref) {
    return (
      <Box
        as="section"
        aria-labelledby="travel-confirmation-title"
        p={{ base: '5', md: '6' }}
        bg="green.50"
        borderWidth="1px"
        borderColor="green.200"
        borderRadius="2xl"
      >
        <Flex gap="3" align="flex-start">
          <Box color="green.700" mt="1" aria-hidden="true">
            <CheckCircle2 size={28} />
          </Box>
          <Box flex="1">
            <Heading
              as="h2"
              id="travel-confirmation-title"
              ref={ref}
              tabIndex={-1}
              size="xl"
              color="green.800"
              _focus={{ outline: 'none' }}
            >
              הבקשה נשלחה בהצלחה! נציג שלנו יצור איתך קשר בהקדם
            </Heading>
            <Text mt="4" color="fg.muted">
              מספר הבקשה
            </Text>
            <Text fontSize="3xl" fontWeight="bold" letterSpacing="wider" color="brand.900">
              <bdi dir="ltr">{reference}</bdi>
            </Text>
            <Text mt="2" fontSize="sm">
              כדאי לרשום את המספר ולציין אותו כשמתקשרים אלינו. אישור עם פרטי הבקשה נשלח גם לכתובת הדוא״ל של
              הנוסע הראשון.
            </Text>
          </Box>
          <CloseIconButton label="סגירת האישור" onClick={onClose} />
        </Flex>
      </Box>
    );
  },
);
