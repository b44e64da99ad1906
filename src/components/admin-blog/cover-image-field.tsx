import { Box, Button, Flex, Image, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { ImageUploadButton } from './editor/image-upload';

/** The cover: upload with a progress bar, a preview, remove; the alt-text field comes as `altField`. */
export function CoverImageField({
  image,
  onChange,
  altField,
  error,
}: {
  image: string | null;
  onChange: (url: string | null) => void;
  altField: ReactNode;
  error?: string;
}) {
  return (
    <Box as="fieldset" minW="0">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
        תמונה ראשית
      </Text>
      {image ? (
        <Box borderWidth="1px" borderRadius="md" overflow="hidden" mb="3" bg="bg.muted">
          <Image src={image} alt="" w="full" aspectRatio="16 / 9" objectFit="cover" />
        </Box>
      ) : (
        <Text fontSize="sm" color="fg.muted" mb="3">
          אין תמונה. תמונה ראשית מופיעה בכרטיס המאמר ובראש העמוד (JPEG,‏ PNG או WebP).
        </Text>
      )}
      <Flex gap="2" wrap="wrap" align="flex-start">
        <ImageUploadButton
          label={image ? 'החלפת התמונה' : 'העלאת תמונה'}
          onUploaded={(uploaded) => onChange(uploaded.url)}
        />
        {image && (
          <Button size="sm" variant="ghost" colorPalette="red" onClick={() => onChange(null)}>
            <Trash2 aria-hidden="true" />
            הסרת התמונה
          </Button>
        )}
      </Flex>
      {error && (
        <Text role="alert" mt="2" fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
      {image && <Box mt="3">{altField}</Box>}
    </Box>
  );
}
