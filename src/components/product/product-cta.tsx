import { Box } from '@chakra-ui/react';
import { ContactDialogButton } from '@/components/contact/contact-dialog';
import { CalloutBand } from '@/components/marketing/callout-band';
import { agency } from '@/content/agency';

/** The closing call to action of a product page, on the brand's dark band. */
export function ProductCta({ service }: { service: string }) {
  const text = (
    <>
      השאירו פרטים ונחזור אליכם בהקדם, או התקשרו אלינו:{' '}
      <Box asChild color="white" fontWeight="semibold" textDecoration="underline" textUnderlineOffset="3px">
        <a href={agency.phoneHref}>
          <bdi dir="ltr">{agency.phone}</bdi>
        </a>
      </Box>
      . שיחת הייעוץ אינה מחייבת אתכם בדבר.
    </>
  );
  return (
    <CalloutBand id="product-cta-title" title="רוצים לדעת מה נכון בשבילכם?" text={text}>
      <Box flexShrink="0">
        <ContactDialogButton service={service} label="השארת פרטים" variant="subtle" size="lg" />
      </Box>
    </CalloutBand>
  );
}
