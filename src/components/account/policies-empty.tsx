import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { MessageCircle, Phone, ShieldCheck } from 'lucide-react';
import { ContactDialogButton } from '@/components/contact/contact-dialog';
import { whatsappHref } from '@/components/layout/contact-fab';
import { LinkButton } from '@/components/ui/link-button';
import { agency } from '@/content/agency';

/** No policy yet: what the customer can do so that the agency adds theirs (call, WhatsApp, the form). */
export function PoliciesEmpty() {
  return (
    <Box
      textAlign="center"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      borderRadius="2xl"
      px={{ base: '4', md: '8' }}
      py={{ base: '8', md: '12' }}
    >
      <Box color="brand.700" display="inline-flex" aria-hidden="true">
        <ShieldCheck size={40} />
      </Box>
      <Heading as="h3" size="lg" mt="3">
        עדיין אין פוליסות בחשבון
      </Heading>
      <Text mt="2" color="fg.muted" maxW="xl" mx="auto">
        הפוליסות שלכם יופיעו כאן אחרי שהסוכנות תוסיף אותן לחשבון. כדי שנוסיף פוליסה קיימת או נציע לכם חדשה,
        פנו אלינו בטלפון, בוואטסאפ או בטופס יצירת קשר.
      </Text>
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
    </Box>
  );
}
