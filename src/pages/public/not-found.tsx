// The not-found page: a large 404, a live 20-second countdown, then home. Served with HTTP 404.
import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';

export const REDIRECT_SECONDS = 20;

// Hebrew counts one second in words ('שנייה אחת'), more in digits before the noun
const inSeconds = (seconds: number) => (seconds === 1 ? 'שנייה אחת' : `${seconds} שניות`);

export default function NotFoundPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(REDIRECT_SECONDS);

  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      const left = Math.max(0, REDIRECT_SECONDS - Math.floor((Date.now() - started) / 1000));
      setSeconds(left);
      if (left === 0) {
        window.clearInterval(timer);
        navigate('/', { replace: true });
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [navigate]);

  return (
    <Box textAlign="center" py={{ base: '16', md: '24' }} px="4">
      <PageMeta title="הדף לא נמצא" description="הדף שחיפשתם אינו קיים באתר." path={pathname} noindex />
      <Text
        fontSize={{ base: '7xl', md: '9xl' }}
        fontWeight="bold"
        color="brand.fg"
        lineHeight="1"
        aria-hidden="true"
      >
        404
      </Text>
      <Heading as="h1" size="2xl" mt="4">
        <Box as="span" srOnly>
          שגיאה 404:{' '}
        </Box>
        הדף שחיפשתם לא נמצא
      </Heading>
      <Text mt="3" color="fg.muted" fontSize="lg">
        ייתכן שהכתובת שגויה או שהדף הוסר.
      </Text>
      <Text mt="6" fontSize="lg">
        נעביר אתכם לדף הבית בעוד{' '}
        <Box as="strong" data-testid="countdown">
          {inSeconds(seconds)}
        </Box>
      </Text>
      <Button asChild mt="8" size="lg">
        <Link to="/">חזרה לדף הבית</Link>
      </Button>
    </Box>
  );
}
