import { useTranslation } from "react-i18next";
import { LoadingScreen } from "@/components/ui/spinner";
import { usePosts } from "@/features/blog/use-posts";
import { formatPublishDate } from "@/lib/format-date";
import { LocalizedLink } from "@/lib/i18n/localized-link";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";

/** /blog: the guides as cards, 1, 2 or 3 columns by width. */
export function Component() {
  const { t } = useTranslation();
  const { locale } = useCurrentLanguage();
  const { data: posts } = usePosts();
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("blog.title")}</h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">{t("blog.subtitle")}</p>
      {posts ? (
        <ul className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.slug} className="min-w-0">
              <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
                <img
                  src={post.image.replace(/\.webp$/, "-600.webp")}
                  alt={post.imageAlt}
                  width={600}
                  height={315}
                  loading={index === 0 ? "eager" : "lazy"}
                  decoding="async"
                  className="aspect-[40/21] h-auto w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-5">
                  <h2 className="text-lg font-semibold">
                    <LocalizedLink to={`/blog/${post.slug}`} className="rounded hover:underline">
                      {post.title}
                    </LocalizedLink>
                  </h2>
                  <p className="mt-2 flex-1 text-sm text-slate-600 dark:text-slate-300">{post.excerpt}</p>
                  <p className="mt-4 text-xs text-slate-600 dark:text-slate-400">
                    {formatPublishDate(post.publishDate, locale)} · {post.readTime}
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <LoadingScreen />
      )}
    </section>
  );
}
