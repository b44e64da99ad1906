import { Box, Button, Text, VisuallyHidden } from '@chakra-ui/react';
import { ImageUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { UploadProgress } from '@/components/ui/upload-progress';
import type { UploadedImage } from '@/shared/blog';
import { IMAGE_ACCEPT, imageFileProblem, uploadImage } from './upload';

/**
 * A button that picks an image and uploads it, with a progress bar and the server's message on
 * failure. Used for the cover and for images inside the text.
 */
export function ImageUploadButton({
  label,
  onUploaded,
}: {
  label: string;
  onUploaded: (image: UploadedImage, file: File) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    setError(problem);
    if (problem) return;
    setProgress(0);
    try {
      onUploaded(await uploadImage(file, setProgress), file);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'העלאת התמונה נכשלה');
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box>
      <VisuallyHidden asChild>
        <input
          ref={input}
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void upload(event.target.files?.[0])}
        />
      </VisuallyHidden>
      <Button
        variant="outline"
        size="sm"
        loading={progress !== null}
        loadingText="מעלה..."
        onClick={() => input.current?.click()}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <ImageUp aria-hidden="true" />
        {label}
      </Button>
      {progress !== null && <UploadProgress value={progress} mt="2" maxW="xs" />}
      {error && (
        <Text id={`${id}-error`} role="alert" mt="2" fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
    </Box>
  );
}
