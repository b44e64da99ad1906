import { Box, Field, Image, Input } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { FieldRoot } from '@/components/ui/field-root';
import { FormDialog } from '@/components/ui/form-dialog';
import { IMAGE_ALT_MAX, type UploadedImage } from '@/shared/blog';
import { ImageUploadButton } from './image-upload';

/** An image inside the text: upload, then the alt text (required: the image says something to a screen reader). */
export function ImageDialog({
  open,
  onInsert,
  onClose,
}: {
  open: boolean;
  onInsert: (src: string, alt: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [image, setImage] = useState<UploadedImage | null>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const altInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!open) return;
    setImage(null);
    setAlt('');
    setError(null);
  }, [open]);

  const submit = () => {
    if (!image) return setError('יש לבחור תמונה להעלאה');
    if (!alt.trim()) {
      setError('יש להזין טקסט חלופי לתמונה');
      altInput.current?.focus();
      return;
    }
    onInsert(image.url, alt.trim());
  };

  return (
    <FormDialog
      title="הוספת תמונה"
      open={open}
      onClose={onClose}
      form={{ onSubmit: submit, submitLabel: 'הוספה לטקסט' }}
    >
      <ImageUploadButton
        label={image ? 'החלפת התמונה' : 'בחירת תמונה'}
        onUploaded={(uploaded) => {
          setImage(uploaded);
          setError(null);
          altInput.current?.focus();
        }}
      />
      {image && (
        <Box borderWidth="1px" borderRadius="md" overflow="hidden" maxW="xs">
          <Image src={image.cardUrl} alt="" w="full" />
        </Box>
      )}
      <FieldRoot required invalid={error !== null && Boolean(image)}>
        <Field.Label>
          טקסט חלופי
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          ref={altInput}
          value={alt}
          maxLength={IMAGE_ALT_MAX}
          onChange={(event) => setAlt(event.target.value)}
          aria-describedby={`${id}-alt-help`}
        />
        <Field.HelperText id={`${id}-alt-help`}>
          מה רואים בתמונה, במשפט קצר, עבור מי שאינו רואה אותה
        </Field.HelperText>
      </FieldRoot>
      {error && (
        <Box role="alert" color="fg.error" fontSize="sm">
          {error}
        </Box>
      )}
    </FormDialog>
  );
}
