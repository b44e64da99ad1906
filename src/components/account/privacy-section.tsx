import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Download, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { LinkButton } from '@/components/ui/link-button';
import { ACCOUNT_EXPORT_PATH } from '@/shared/account';
import DeleteAccountDialog from './privacy/delete-account-dialog';

const linkStyle = { color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '3px' } as const;

/**
 * 'הנתונים שלי' at the end of the profile tab: the customer's rights under the Privacy Protection Law
 * (Amendment 13) in plain words, a download of all their data (a zip from GET /api/user/export, a plain
 * link so the file streams to disk) and the account's deletion behind a confirmation dialog.
 */
export function PrivacySection() {
  const [deleting, setDeleting] = useState(false);
  // mounted from the first opening on, so closing it runs its exit (focus back on the button)
  const [wanted, setWanted] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <Box as="section" aria-labelledby="privacy-heading" borderTopWidth="1px" pt="8">
      <Heading as="h2" size="lg" id="privacy-heading">
        הנתונים שלי
      </Heading>
      <Text mt="3" maxW="70ch">
        לפי חוק הגנת הפרטיות זכותכם לדעת איזה מידע שמור עליכם, לקבל עותק שלו, לבקש לתקן מידע שגוי ולבקש למחוק
        את החשבון. כאן אפשר לעשות זאת בעצמכם.
      </Text>

      <Stack gap="8" mt="6">
        <Box>
          <Heading as="h3" size="md">
            עותק של הנתונים
          </Heading>
          <Text mt="2" maxW="70ch" color="fg.muted">
            קובץ ZIP ובו קובץ data.json עם פרטי החשבון, הפרופיל, הפוליסות, פרטי המסמכים והחיבורים לחשבון, וכל
            המסמכים שהעליתם בתיקייה documents. הסיסמה לא נכללת: היא נשמרת אצלנו רק בצורה מוצפנת.
          </Text>
          <LinkButton asChild mt="4" variant="outline">
            <a href={ACCOUNT_EXPORT_PATH} download>
              <Download aria-hidden="true" />
              הורדת הנתונים שלי (ZIP)
            </a>
          </LinkButton>
          <Text mt="3" fontSize="sm" color="fg.muted" maxW="70ch">
            מצאתם פרט שגוי? אפשר לעדכן את הפרופיל למעלה, או{' '}
            <Box asChild {...linkStyle}>
              <Link to="/contact">לפנות אלינו</Link>
            </Box>{' '}
            ונתקן. פרטים נוספים ב
            <Box asChild {...linkStyle}>
              <Link to="/privacy">מדיניות הפרטיות</Link>
            </Box>
            .
          </Text>
        </Box>

        <Box>
          <Heading as="h3" size="md">
            מחיקת החשבון
          </Heading>
          <Text mt="2" maxW="70ch" color="fg.muted">
            מחיקת החשבון מוחקת את הפרופיל, את הפוליסות שמוצגות כאן ואת כל המסמכים, ומנתקת את החשבון בכל
            המכשירים. אי אפשר לבטל את המחיקה.
          </Text>
          <Button
            ref={opener}
            mt="4"
            variant="outline"
            colorPalette="red"
            onClick={() => {
              setWanted(true);
              setDeleting(true);
            }}
          >
            <Trash2 aria-hidden="true" />
            מחיקת החשבון
          </Button>
        </Box>
      </Stack>

      {wanted && (
        <DeleteAccountDialog
          open={deleting}
          onClose={() => setDeleting(false)}
          returnFocus={() => opener.current}
        />
      )}
    </Box>
  );
}
