import { Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { Copy, Download } from 'lucide-react';
import { toaster } from '@/components/ui/toaster';

/**
 * The ten recovery codes, shown once after the authenticator is turned on: each signs in once when the
 * phone is lost. Copy them or save them as a text file before going on.
 */
export function RecoveryCodes({ codes, username }: { codes: string[]; username: string }) {
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toaster.success({ title: 'קודי הגיבוי הועתקו' });
    } catch {
      toaster.error({ title: 'ההעתקה נכשלה', description: 'סמנו את הקודים והעתיקו אותם ידנית' });
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `recovery-codes-${username}.txt`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };
  return (
    <Stack gap="4">
      <Box role="note" bg="orange.subtle" color="orange.fg" borderRadius="md" p="3" fontSize="sm">
        <Text fontWeight="semibold">שמרו את הקודים עכשיו: הם לא יוצגו שוב.</Text>
        <Text mt="1">כל קוד משמש לכניסה אחת אם אין לכם גישה לאפליקציית האימות.</Text>
      </Box>
      <chakra.ol
        aria-label="קודי גיבוי"
        dir="ltr"
        listStyleType="none"
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }}
        gap="2"
        fontFamily="mono"
        fontSize="md"
        bg="bg.subtle"
        borderRadius="md"
        p="4"
      >
        {codes.map((code) => (
          <chakra.li key={code} textAlign="center">
            {code}
          </chakra.li>
        ))}
      </chakra.ol>
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          העתקת הקודים
        </Button>
        <Button variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          הורדה כקובץ
        </Button>
      </HStack>
    </Stack>
  );
}
