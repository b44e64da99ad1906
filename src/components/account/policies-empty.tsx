import { Box, Flex } from '@chakra-ui/react';
import { MessageCircle, Phone, ShieldCheck } from 'lucide-react';
import { ContactDialogButton } from '@/components/contact/contact-dialog';
import { whatsappHref } from '@/components/layout/contact-fab';
import { LinkButton } from '@/components/ui/link-button';
import { agency } from '@/content/agency';
import { EmptyList } from './list-parts';

/** No policy yet: what the customer can do so that the agency adds theirs (call, WhatsApp, the form). */
export function PoliciesEmpty() {
  return (
    <EmptyList
      icon={<ShieldCheck size={40} />}
      title="עדיין אין פוליסות בחשבון"
      actions={
        <Flex mt="6" gap="3" justify="center" wrap="wrap" direction={{ base: 'column', sm: 'row' }}>
          <LinkButton asChild size="lg" variant="outline">
            <a href={agency.phoneHref}>
              <Phone aria-hidden="true" />
              <span>
                התקשרו: <bdi dir="ltr">{agency.phone}</bdi>
              </span>
            </a>
          </LinkButton>
          <LinkButton asChild size="lg" variant="outline">
            <a href={whatsappHref} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden="true" />
              וואטסאפ
              <Box as="span" srOnly>
                (נפתח בחלון חדש)
              </Box>
            </a>
          </LinkButton>
          <ContactDialogButton service="הוספת פוליסה לאזור האישי" label="השארת פרטים" size="lg" />
        </Flex>
      }
    >
      הפוליסות שלכם יופיעו כאן אחרי שהסוכנות תוסיף אותן לחשבון. כדי שנוסיף פוליסה קיימת או נציע לכם חדשה, פנו
      אלינו בטלפון, בוואטסאפ או בטופס יצירת קשר.
    </EmptyList>
  );
}
