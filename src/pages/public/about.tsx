import { AboutIntro } from '@/components/about/about-intro';
import { MissionAndVision, Partnership, Values, WhyChooseUs } from '@/components/about/about-sections';
import { TeamCarousel } from '@/components/about/team-carousel';
import { PageLoading } from '@/components/layout/page-loading';
import { HOME_CRUMB, PageMeta } from '@/components/seo/page-meta';
import { AgencyCredentials } from '@/components/trust/agency-credentials';
import { agency } from '@/content/agency';
import { trpc } from '@/lib/trpc';

const crumbs = [{ name: 'אודות', path: '/about' }];
const description = `הכירו את ${agency.name}: סוכנות משפחתית עם יותר מ־25 שנות ניסיון, צוות סוכנים מורשים, ליווי צמוד בתביעות ושירות אישי בביטוח, פנסיה וחיסכון.`;

export default function AboutPage() {
  // prefetched on the server by the route table, so it is in the page's state before hydration
  const { data: about } = trpc.content.about.useQuery();
  // after a followed link the texts may still be on their way (the server's page has them)
  if (!about) return <PageLoading />;
  return (
    <>
      <PageMeta
        title="אודות"
        description={description}
        keywords={['אודות', 'סוכנות ביטוח משפחתית', agency.shortName, 'סוכן ביטוח מורשה', 'ליווי בתביעות']}
        path="/about"
        breadcrumbs={crumbs}
      />
      <AboutIntro intro={about.intro} crumbs={[HOME_CRUMB, ...crumbs]} />
      <MissionAndVision mission={about.mission} vision={about.vision} />
      <Values values={about.values} />
      <WhyChooseUs points={about.whyChooseUs} />
      <TeamCarousel team={about.team} />
      <Partnership partnership={about.partnership} />
      <AgencyCredentials />
    </>
  );
}
