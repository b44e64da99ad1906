import { Badge, Box, Dialog, Heading, Image, Text } from '@chakra-ui/react';
import { PostBody } from '@/components/blog/post-body';
import { DialogFrame, DialogTitleBar } from '@/components/ui/dialog-frame';
import { formatPostDate, readingMinutes } from '@/shared/blog';
import { badgeRecipe } from '@/theme/chakra-theme';

const minutesText = (n: number) => (n === 1 ? 'דקת קריאה אחת' : `${n} דקות קריאה`);

export interface PreviewPost {
  title: string;
  excerpt: string;
  content: string;
  image: string | null;
  imageAlt: string;
  categoryName: string | undefined;
  date: Date;
}

/** The post as /blog/{slug} will show it: title, category, date, cover and the body with the public styles. */
export function PreviewDialog({
  post,
  open,
  onClose,
}: {
  post: PreviewPost;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <DialogFrame open={open} onClose={onClose} size="full" placement="top" scrollBehavior="inside">
      <DialogTitleBar title="תצוגה מקדימה" closeLabel="סגירת התצוגה המקדימה" borderBottomWidth="1px">
        <Dialog.Description srOnly>המאמר כפי שיוצג באתר לאחר הפרסום</Dialog.Description>
      </DialogTitleBar>
      <Dialog.Body bg="bg">
        <Box as="article" maxW="3xl" mx="auto" py="8">
          {post.categoryName && (
            <Badge recipe={badgeRecipe} colorPalette="blue" variant="subtle" size="md" mb="3">
              {post.categoryName}
            </Badge>
          )}
          <Heading as="h1" size="4xl" lineHeight="short">
            {post.title || 'ללא כותרת'}
          </Heading>
          <Text mt="3" color="fg.muted" fontSize="sm">
            {formatPostDate(post.date)} · {minutesText(readingMinutes(post.content))}
          </Text>
          {post.excerpt && (
            <Text mt="4" fontSize="lg" color="fg.muted">
              {post.excerpt}
            </Text>
          )}
          {post.image && (
            <Image
              src={post.image}
              alt={post.imageAlt}
              mt="6"
              w="full"
              borderRadius="lg"
              aspectRatio="16 / 9"
              objectFit="cover"
            />
          )}
          <Box mt="8">
            {post.content ? <PostBody html={post.content} /> : <Text color="fg.muted">אין תוכן זמין</Text>}
          </Box>
        </Box>
      </Dialog.Body>
    </DialogFrame>
  );
}
