import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { BackLink } from "@/components/ui/back-link";
import { LoadingScreen } from "@/components/ui/spinner";
import { PostContent } from "@/features/blog/post-content";
import { usePosts } from "@/features/blog/use-posts";
import { formatPublishDate } from "@/lib/format-date";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";

/** /blog/{slug}: one guide, or 'Post not found' for an unknown slug. */
export function Component() {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  const { locale } = useCurrentLanguage();
  const { data: posts } = usePosts();
  if (!posts) return <LoadingScreen />;
  const post = posts.find((p) => p.slug === slug);

  if (!post) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold">{t("blog.postNotFound")}</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">{t("blog.postNotFoundHint")}</p>
        <BackLink to="/blog" className="mt-6">
          {t("blog.backToBlog")}
        </BackLink>
      </section>
    );
  }

  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <BackLink to="/blog">{t("blog.backToBlog")}</BackLink>
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{post.title}</h1>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
        {t("blog.publishedOn", { date: formatPublishDate(post.publishDate, locale) })} · {post.readTime}
      </p>
      <img
        src={post.image}
        alt={post.imageAlt}
        width={1200}
        height={630}
        fetchPriority="high"
        decoding="async"
        className="mt-6 aspect-[40/21] h-auto w-full rounded-xl object-cover"
      />
      <div className="mt-8 space-y-5 text-lg leading-relaxed text-slate-800 dark:text-slate-200 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 dark:[&_h2]:text-white [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:ps-6">
        <PostContent content={post.content} />
      </div>
    </article>
  );
}
