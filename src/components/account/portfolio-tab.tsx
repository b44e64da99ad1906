import { Box, chakra, Heading, Text } from '@chakra-ui/react';
import { Briefcase } from 'lucide-react';
import { useState } from 'react';
import { formatTimestamp } from '@/components/account/documents/transfer';
import { ListSkeleton } from '@/components/layout/loading-skeletons';
import { shekels } from '@/components/portfolio/format';
import { NewReport } from '@/components/portfolio/new-report';
import { SavedReport } from '@/components/portfolio/saved-report';
import { trpc } from '@/lib/trpc';
import { formatDayText } from '@/shared/day-text';
import { EmptyList } from './list-parts';
import { QueryFailed } from './query-state';

const policyCount = (n: number) => (n === 1 ? 'פוליסה אחת' : `${n} פוליסות`);

/**
 * 'התיק הביטוחי שלי': the saved Har HaBituach reports (the person's own and family members'), the one
 * chosen shown as of today, and the way in for a new report.
 */
export function PortfolioTab() {
  const utils = trpc.useUtils();
  const list = trpc.account.portfolio.list.useQuery();
  const [chosen, setChosen] = useState<number | undefined>();
  const items = list.data ?? [];
  const shown = items.find((item) => item.id === chosen)?.id ?? items[0]?.id;

  let saved = null;
  if (list.isPending) saved = <ListSkeleton rows={2} />;
  else if (list.isError) saved = <QueryFailed what="הדוחות השמורים" retry={() => void list.refetch()} />;
  else if (items.length === 0) {
    saved = (
      <EmptyList icon={<Briefcase size={40} />} title="עדיין לא שמרתם דוח" actions={null}>
        העלו למטה את הקובץ מהר הביטוח: תראו מיד את כל הפוליסות, כמה אתם משלמים ומה כדאי לבדוק, ותוכלו לשמור
        אותו כאן.
      </EmptyList>
    );
  } else {
    saved = (
      <>
        <chakra.ul
          listStyle="none"
          display="grid"
          gap="3"
          gridTemplateColumns={{ base: '1fr', md: 'repeat(auto-fill, minmax(16rem, 1fr))' }}
          aria-label="הדוחות השמורים"
          mb="6"
        >
          {items.map((item) => (
            <li key={item.id}>
              <chakra.button
                type="button"
                w="full"
                textAlign="start"
                p="4"
                borderRadius="xl"
                borderWidth={item.id === shown ? '2px' : '1px'}
                borderColor={item.id === shown ? 'brand.solid' : 'border'}
                bg={item.id === shown ? 'brand.subtle' : 'bg.panel'}
                cursor="pointer"
                _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing' }}
                aria-pressed={item.id === shown}
                onClick={() => setChosen(item.id)}
              >
                <Text fontWeight="bold">
                  תעודת זהות <bdi dir="ltr">{item.holder.idMasked}</bdi>
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {item.asOf ? `דוח מ־${formatDayText(item.asOf)}` : 'דוח ללא תאריך'} · נשמר ב־
                  {formatTimestamp(new Date(item.importedAt).toISOString())}
                </Text>
                <Text fontSize="sm" mt="1">
                  {policyCount(item.policyCount)} · {shekels(item.totals.monthly)} בחודש
                </Text>
              </chakra.button>
            </li>
          ))}
        </chakra.ul>
        {shown !== undefined && <SavedReport key={shown} id={shown} onDeleted={() => setChosen(undefined)} />}
      </>
    );
  }

  return (
    <Box>
      <Heading as="h2" size="xl">
        התיק הביטוחי שלי
      </Heading>
      <Text mt="1" mb="6" color="fg.muted">
        דוחות הר הביטוח ששמרתם – שלכם ושל בני המשפחה. כל דוח נבדק מחדש לפי היום בכל פעם שהוא מוצג, לצד
        הפוליסות שהסוכנות מנהלת עבורכם בלשונית ׳הפוליסות שלי׳.
      </Text>
      {saved}
      <Box mt="10">
        <NewReport
          onSaved={(id) => {
            setChosen(id);
            void utils.account.portfolio.list.invalidate();
          }}
        />
      </Box>
    </Box>
  );
}
