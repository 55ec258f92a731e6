import type { Tool } from "./types";

/**
 * The catalogue's 45 tools, grouped by category in CATEGORY_SLUGS order. Within a category the first two tools are
 * the best picks for beginners, because the category page's Recommended filter shows the first two in array order.
 */
export const tools: readonly Tool[] = [
  {
    id: "chatgpt",
    name: "ChatGPT",
    company: "OpenAI",
    description:
      "A friendly AI chat assistant that answers questions, explains ideas, and helps you write, plan, and brainstorm.",
    logoText: "CG",
    logoColor: "bg-emerald-700",
    pricing: "freemium",
    rating: 4.5,
    reviews: 3184,
    tags: ["chatbot", "assistant", "writing", "productivity"],
    category: "ai-assistants",
    featured: true,
    url: "https://chatgpt.com/",
    difficulty: "Beginner",
    bestFor: "Everyday questions, writing, and brainstorming",
    freeOption: true,
    whatItDoes:
      "You type a question or request, and it replies in a conversation. It can draft text, summarize, explain " +
      "topics step by step, and look at files or photos you share.",
    topUseCases: [
      "Drafting emails and messages",
      "Explaining hard topics simply",
      "Planning trips and meals",
      "Brainstorming ideas",
    ],
    example: "Explain what a credit score is as if I'm 15, then give me three simple ways to improve mine.",
  },
  {
    id: "claude",
    name: "Claude",
    company: "Anthropic",
    description:
      "An AI assistant known for clear, thoughtful writing. It is good at reading long documents and helping you " +
      "understand or rework them.",
    logoText: "CL",
    logoColor: "bg-orange-700",
    pricing: "freemium",
    rating: 4.5,
    reviews: 1846,
    tags: ["chatbot", "assistant", "writing", "analysis"],
    category: "ai-assistants",
    featured: true,
    url: "https://claude.ai/",
    difficulty: "Beginner",
    bestFor: "Careful writing and working with long documents",
    freeOption: true,
    whatItDoes:
      "Claude chats with you to answer questions, write and edit text, and think through problems. You can upload " +
      "files such as PDFs and ask it to summarize or explain them.",
    topUseCases: [
      "Summarizing long reports",
      "Editing and polishing writing",
      "Thinking through decisions",
      "Answering questions about a document",
    ],
    example: "Here is my cover letter. Make it shorter and more confident, and list what you changed.",
  },
  {
    id: "gemini",
    name: "Gemini",
    company: "Google",
    description:
      "Google's AI assistant. It answers questions, helps you write, and can work with Google apps like Gmail, Docs, " +
      "and Maps.",
    logoText: "GE",
    logoColor: "bg-blue-600",
    pricing: "freemium",
    rating: 4,
    reviews: 1529,
    tags: ["chatbot", "assistant", "search", "productivity"],
    category: "ai-assistants",
    featured: false,
    url: "https://gemini.google.com/",
    difficulty: "Beginner",
    bestFor: "People who use Gmail, Docs, and other Google apps",
    freeOption: true,
    whatItDoes:
      "Gemini answers questions in a chat, drafts and rewrites text, and can create images. With your permission, it " +
      "can pull information from the Google apps you use.",
    topUseCases: [
      "Quick answers to everyday questions",
      "Drafting emails and documents",
      "Planning trips with Maps info",
      "Summarizing YouTube videos",
    ],
    example: "Plan a relaxed three-day trip to Chicago for two adults who love food and museums.",
  },
  {
    id: "microsoft-copilot",
    name: "Microsoft Copilot",
    company: "Microsoft",
    description:
      "Microsoft's AI assistant on the web, in Windows, and on phones. It chats, searches the web for current " +
      "information, and helps you write.",
    logoText: "MC",
    logoColor: "bg-sky-700",
    pricing: "freemium",
    rating: 4,
    reviews: 982,
    tags: ["chatbot", "assistant", "search", "productivity"],
    category: "ai-assistants",
    featured: false,
    url: "https://copilot.microsoft.com/",
    bestFor: "Windows users who want quick answers with sources",
    freeOption: true,
    whatItDoes:
      "Copilot answers questions in a chat and often links to the web pages it used. With a Microsoft 365 " +
      "subscription, it also helps inside Word, Excel, and PowerPoint.",
    topUseCases: [
      "Searching the web with a summary",
      "Writing help in Microsoft apps",
      "Creating images from text",
      "Getting quick how-to answers",
    ],
    example: "Find three easy weeknight dinner recipes that use chicken and spinach, with links to the recipes.",
  },
  {
    id: "runway",
    name: "Runway",
    company: "Runway",
    description:
      "An AI video studio that turns text prompts and images into short video clips and includes tools for editing them.",
    logoText: "RW",
    logoColor: "bg-zinc-800",
    pricing: "freemium",
    rating: 4.5,
    reviews: 1127,
    tags: ["video", "generation", "editing", "art"],
    category: "video-creation",
    featured: true,
    url: "https://runwayml.com/",
    difficulty: "Advanced",
    bestFor: "Creative video clips from text or images",
    freeOption: true,
    whatItDoes:
      "Runway generates short video clips from a written description or a still image. It also has AI editing " +
      "tools, such as removing the background from a video.",
    topUseCases: [
      "Making short clips from text",
      "Animating still images",
      "Removing video backgrounds",
      "Creating visual effects",
    ],
    example: "A paper boat drifting down a rainy city street at night, slow camera follow, cinematic lighting",
  },
  {
    id: "synthesia",
    name: "Synthesia",
    company: "Synthesia",
    description:
      "Create videos with realistic AI presenters from a typed script. No camera, microphone, or actors needed.",
    logoText: "SY",
    logoColor: "bg-indigo-600",
    pricing: "freemium",
    rating: 4.5,
    reviews: 864,
    tags: ["video", "generation", "content", "voice"],
    category: "video-creation",
    featured: true,
    url: "https://www.synthesia.io/",
    difficulty: "Beginner",
    bestFor: "Training and explainer videos without filming",
    freeOption: true,
    whatItDoes:
      "You type a script, pick an AI avatar and a voice, and Synthesia makes a video of the avatar speaking your " +
      "words. It works in many languages.",
    topUseCases: [
      "Training and how-to videos",
      "Company announcements",
      "Product explainers",
      "Videos in other languages",
    ],
    example:
      "Paste a short script welcoming new team members, choose an avatar, and create a one-minute welcome video.",
  },
  {
    id: "heygen",
    name: "HeyGen",
    company: "HeyGen",
    description:
      "Make videos with AI avatars that speak your script, or translate your own videos into other languages with " +
      "matching lip movements.",
    logoText: "HG",
    logoColor: "bg-violet-600",
    pricing: "freemium",
    rating: 4,
    reviews: 712,
    tags: ["video", "generation", "marketing", "voice"],
    category: "video-creation",
    featured: false,
    url: "https://www.heygen.com/",
    difficulty: "Beginner",
    bestFor: "Talking-avatar videos and video translation",
    freeOption: true,
    whatItDoes:
      "HeyGen turns a written script into a video with a speaking avatar. It can also make a digital version of you " +
      "and translate videos while keeping your voice.",
    topUseCases: [
      "Marketing and sales videos",
      "Social media clips",
      "Translating videos",
      "Personalized video messages",
    ],
    example: "Write a 30-second script introducing your bakery's new menu and turn it into an avatar video.",
  },
  {
    id: "pictory",
    name: "Pictory",
    company: "Pictory",
    description:
      "Turns blog posts, scripts, and long recordings into short videos with stock footage, captions, and voiceover.",
    logoText: "PI",
    logoColor: "bg-blue-700",
    pricing: "paid",
    rating: 4,
    reviews: 538,
    tags: ["video", "editing", "content", "marketing"],
    category: "video-creation",
    featured: false,
    url: "https://pictory.ai/",
    difficulty: "Beginner",
    bestFor: "Turning articles and scripts into videos",
    freeOption: false,
    whatItDoes:
      "Pictory reads your text and matches it with stock clips, music, and captions to build a video. It can also " +
      "pull short highlight clips out of longer videos.",
    topUseCases: [
      "Turning blog posts into videos",
      "Captioned social media clips",
      "Highlights from webinars",
      "Simple explainer videos",
    ],
    example: "Paste the link to one of your blog posts and turn it into a one-minute video with captions.",
  },
  {
    id: "midjourney",
    name: "Midjourney",
    company: "Midjourney",
    description:
      "An AI image generator known for beautiful, artistic results. Describe a picture in words and pick your " +
      "favorite from several versions.",
    logoText: "MJ",
    logoColor: "bg-slate-800",
    pricing: "paid",
    rating: 4.5,
    reviews: 2213,
    tags: ["image", "art", "generation", "design"],
    category: "image-creation",
    featured: true,
    url: "https://www.midjourney.com/",
    difficulty: "Beginner",
    bestFor: "Striking, artistic images",
    freeOption: false,
    whatItDoes:
      "You write a description of the image you want, and Midjourney creates a set of images. You can then make variations, enlarge your favorite, or change parts of it.",
    topUseCases: [
      "Concept art and illustrations",
      "Mood boards",
      "Book and album cover ideas",
      "Unique social media visuals",
    ],
    example: "A cozy reading nook by a rainy window, warm lamp light, watercolor style",
  },
  {
    id: "adobe-firefly",
    name: "Adobe Firefly",
    company: "Adobe",
    description:
      "Adobe's AI tool for creating and editing images from text. It also powers AI features in Photoshop and Adobe " +
      "Express.",
    logoText: "AF",
    logoColor: "bg-red-700",
    pricing: "freemium",
    rating: 4.5,
    reviews: 1372,
    tags: ["image", "generation", "design", "editing"],
    category: "image-creation",
    featured: true,
    url: "https://firefly.adobe.com/",
    difficulty: "Beginner",
    bestFor: "Images for work and marketing",
    freeOption: true,
    whatItDoes:
      "Firefly creates images from a text description and can add, remove, or extend parts of a photo. Adobe says " +
      "its own Firefly models are trained on licensed and public-domain content.",
    topUseCases: [
      "Marketing images",
      "Adding or removing objects in photos",
      "Text effects and graphics",
      "Extending photo backgrounds",
    ],
    example: "A flat-lay photo of coffee, a notebook, and autumn leaves on a wooden table, soft morning light",
  },
  {
    id: "ideogram",
    name: "Ideogram",
    company: "Ideogram",
    description:
      "An AI image generator that is especially good at putting clear, correctly spelled text into pictures, like " +
      "posters and cards.",
    logoText: "ID",
    logoColor: "bg-zinc-700",
    pricing: "freemium",
    rating: 4,
    reviews: 643,
    tags: ["image", "generation", "design", "art"],
    category: "image-creation",
    featured: false,
    url: "https://ideogram.ai/",
    difficulty: "Beginner",
    bestFor: "Images with readable text, like posters and logos",
    freeOption: true,
    whatItDoes:
      "Ideogram creates images from a description, including any words you want shown in the picture. You can pick a " +
      "style and shape, then remix the results you like.",
    topUseCases: ["Posters and flyers", "Greeting cards", "Logo ideas", "Social media graphics with text"],
    example:
      "A retro poster that says ‘Saturday Farmers Market’ in bold letters, with fruit and vegetables, warm colors",
  },
  {
    id: "leonardo-ai",
    name: "Leonardo.Ai",
    company: "Leonardo.Ai",
    description:
      "An AI image platform with many models and style controls, popular for game art, concept art, and product " +
      "images.",
    logoText: "LE",
    logoColor: "bg-purple-700",
    pricing: "freemium",
    rating: 4,
    reviews: 781,
    tags: ["image", "art", "generation", "design"],
    category: "image-creation",
    featured: false,
    url: "https://leonardo.ai/",
    difficulty: "Advanced",
    bestFor: "Game art and consistent visual styles",
    freeOption: true,
    whatItDoes:
      "Leonardo creates images from text with a choice of models and style presets. It also has tools to edit images, enlarge them, and turn them into short videos.",
    topUseCases: ["Game characters and items", "Concept art", "Product mockups", "Keeping a consistent art style"],
    example: "A friendly cartoon fox in a green hoodie, full body, front and side views, for a mobile game",
  },
  {
    id: "microsoft-designer",
    name: "Microsoft Designer",
    company: "Microsoft",
    description:
      "A free design app that turns a short description into images, greeting cards, invitations, and social posts.",
    logoText: "MD",
    logoColor: "bg-sky-700",
    pricing: "free",
    rating: 4,
    reviews: 684,
    tags: ["image", "generation", "design"],
    category: "image-creation",
    featured: false,
    url: "https://designer.microsoft.com/",
    difficulty: "Beginner",
    bestFor: "Free images and simple designs with a Microsoft account",
    freeOption: true,
    whatItDoes:
      "Describe what you want and Designer creates several image options. You can then add text, resize the " +
      "result for social media, or edit parts of a photo.",
    topUseCases: ["Birthday and party invitations", "Social media images", "Simple posters", "Editing photos"],
    example: "A watercolor birthday card with a golden retriever wearing a party hat, soft pastel colors",
  },
  {
    id: "elevenlabs",
    name: "ElevenLabs",
    company: "ElevenLabs",
    description:
      "Turns written text into natural-sounding speech in many voices and languages. It can also dub audio into " +
      "other languages.",
    logoText: "EL",
    logoColor: "bg-stone-800",
    pricing: "freemium",
    rating: 4.5,
    reviews: 1408,
    tags: ["voice", "speech", "audio", "generation"],
    category: "voice-audio",
    featured: true,
    url: "https://elevenlabs.io/",
    difficulty: "Beginner",
    bestFor: "Natural-sounding voiceovers",
    freeOption: true,
    whatItDoes:
      "Paste text, pick a voice, and ElevenLabs reads it aloud in a lifelike way. It also offers voice cloning, " +
      "sound effects, and dubbing.",
    topUseCases: [
      "Voiceovers for videos",
      "Listening to articles",
      "Audiobook narration",
      "Dubbing into other languages",
    ],
    example: "Paste the first page of your short story and listen to it read by a calm, warm narrator voice.",
  },
  {
    id: "descript",
    name: "Descript",
    company: "Descript",
    description:
      "Edit audio and video like a document: it transcribes your recording, and deleting words from the text cuts " +
      "them from the recording.",
    logoText: "DE",
    logoColor: "bg-indigo-700",
    pricing: "freemium",
    rating: 4.5,
    reviews: 1036,
    tags: ["audio", "video", "editing", "speech"],
    category: "voice-audio",
    featured: true,
    url: "https://www.descript.com/",
    difficulty: "Beginner",
    bestFor: "Editing podcasts and videos by editing text",
    freeOption: true,
    whatItDoes:
      "Descript turns your recording into a transcript you can edit like a text file. It can remove filler words, " +
      "clean up background noise, and add captions.",
    topUseCases: ["Editing podcasts", "Removing ums and uhs", "Adding captions to videos", "Cleaning up noisy audio"],
    example: "Upload a five-minute voice recording, remove all the filler words at once, and export a clean version.",
  },
  {
    id: "murf-ai",
    name: "Murf AI",
    company: "Murf AI",
    description:
      "An AI voice generator with a studio for voiceovers. Adjust speed, pitch, and pauses, then line the voice up " +
      "with slides or video.",
    logoText: "MU",
    logoColor: "bg-violet-700",
    pricing: "freemium",
    rating: 4,
    reviews: 592,
    tags: ["voice", "speech", "audio", "content"],
    category: "voice-audio",
    featured: false,
    url: "https://murf.ai/",
    difficulty: "Beginner",
    bestFor: "Voiceovers for presentations and training",
    freeOption: true,
    whatItDoes:
      "Murf turns your script into a voiceover using a library of AI voices. You can fine-tune how each line sounds " +
      "and match it to images or video.",
    topUseCases: [
      "Narrating slide presentations",
      "Online course voiceovers",
      "Product demo videos",
      "Phone menu messages",
    ],
    example: "Paste a short product demo script, choose a friendly American voice, and slow down the key sentence.",
  },
  {
    id: "suno",
    name: "Suno",
    company: "Suno",
    description: "Creates complete songs with vocals and instruments from a short description or your own lyrics.",
    logoText: "SU",
    logoColor: "bg-rose-700",
    pricing: "freemium",
    rating: 4.5,
    reviews: 1264,
    tags: ["music", "composition", "audio", "generation"],
    category: "voice-audio",
    featured: false,
    url: "https://suno.com/",
    difficulty: "Beginner",
    bestFor: "Making complete songs for fun",
    freeOption: true,
    whatItDoes:
      "Describe the style and topic of a song, or paste your own lyrics, and Suno makes a full song with vocals and music. Check your plan's terms before using songs commercially.",
    topUseCases: ["Birthday songs for friends", "Jingles and intros", "Trying out song ideas", "Background music"],
    example: "An upbeat country song about my dog Max who steals socks, with a catchy chorus",
  },
  {
    id: "grammarly",
    name: "Grammarly",
    company: "Grammarly",
    description:
      "Checks your spelling, grammar, and tone as you type in email, documents, and websites, and can rewrite " +
      "sentences to be clearer.",
    logoText: "GR",
    logoColor: "bg-emerald-800",
    pricing: "freemium",
    rating: 4.5,
    reviews: 2967,
    tags: ["grammar", "writing", "productivity", "assistant"],
    category: "writing-help",
    featured: true,
    url: "https://www.grammarly.com/",
    bestFor: "Error-free emails and documents",
    freeOption: true,
    whatItDoes:
      "Grammarly works inside the apps and browsers you already use and underlines mistakes with suggested fixes. " +
      "Its AI can also rewrite or shorten text and draft replies.",
    topUseCases: [
      "Fixing typos and grammar",
      "Making emails sound polite",
      "Shortening wordy text",
      "Checking school or work papers",
    ],
    example: "Install the browser extension, write an email to your landlord about a leaky sink, and accept the fixes.",
  },
  {
    id: "quillbot",
    name: "QuillBot",
    company: "QuillBot",
    description:
      "A paraphrasing tool that rewrites sentences in different styles, with a grammar checker, summarizer, and " +
      "citation generator.",
    logoText: "QB",
    logoColor: "bg-green-700",
    pricing: "freemium",
    rating: 4.5,
    reviews: 1658,
    tags: ["writing", "grammar", "editing", "affordable"],
    category: "writing-help",
    featured: true,
    url: "https://quillbot.com/",
    difficulty: "Beginner",
    bestFor: "Rewording sentences and summarizing text",
    freeOption: true,
    whatItDoes:
      "Paste text and QuillBot rewrites it in the style you choose, such as simpler or more formal. It also " +
      "summarizes long text and checks grammar.",
    topUseCases: ["Rewording awkward sentences", "Summarizing articles", "Checking grammar", "Creating citations"],
    example: "Paste a paragraph from your essay and use Simple mode to make it easier to read.",
  },
  {
    id: "jasper",
    name: "Jasper",
    company: "Jasper",
    description:
      "An AI writing platform for marketing teams. It drafts blog posts, ads, and emails in your brand voice.",
    logoText: "JA",
    logoColor: "bg-purple-600",
    pricing: "paid",
    rating: 4,
    reviews: 1173,
    tags: ["writing", "marketing", "content", "generation"],
    category: "writing-help",
    featured: false,
    url: "https://www.jasper.ai/",
    difficulty: "Advanced",
    bestFor: "Marketing teams that need a consistent brand voice",
    freeOption: false,
    whatItDoes:
      "Jasper learns your brand's style and product details, then helps create and edit marketing content. It " +
      "includes templates and tools for teams to work together.",
    topUseCases: ["Blog post drafts", "Ad copy variations", "Marketing emails", "Product descriptions"],
    example:
      "Write three short Facebook ads for a neighborhood yoga studio's free first class, in a warm, upbeat tone.",
  },
  {
    id: "perplexity",
    name: "Perplexity",
    company: "Perplexity AI",
    description:
      "An AI search engine that answers your question in plain language and lists the web sources it used, so you " +
      "can check them.",
    logoText: "PX",
    logoColor: "bg-teal-700",
    pricing: "freemium",
    rating: 4.5,
    reviews: 1742,
    tags: ["search", "research", "chatbot", "knowledge"],
    category: "research-search",
    featured: true,
    url: "https://www.perplexity.ai/",
    difficulty: "Beginner",
    bestFor: "Quick answers with sources you can check",
    freeOption: true,
    whatItDoes:
      "Ask a question and Perplexity searches the web, writes a short answer, and links to its sources. You can ask " +
      "follow-up questions to dig deeper.",
    topUseCases: [
      "Researching a purchase",
      "Fact-checking claims",
      "Learning about a new topic",
      "Finding recent news",
    ],
    example: "What are the pros and cons of a heat pump versus a gas furnace for a small house in a cold climate?",
  },
  {
    id: "notebooklm",
    name: "NotebookLM",
    company: "Google",
    description:
      "Upload your documents and notes, then ask questions about them. Answers are based on your sources and show " +
      "where they came from.",
    logoText: "NL",
    logoColor: "bg-blue-800",
    pricing: "freemium",
    rating: 4.5,
    reviews: 1096,
    tags: ["research", "notes", "knowledge", "analysis"],
    category: "research-search",
    featured: true,
    url: "https://notebooklm.google.com/",
    difficulty: "Beginner",
    bestFor: "Studying and understanding your own documents",
    freeOption: true,
    whatItDoes:
      "NotebookLM reads the files, links, and videos you add and answers questions using them, with citations. It " +
      "can also make study guides and podcast-style audio overviews.",
    topUseCases: [
      "Studying for exams",
      "Summarizing research papers",
      "Making audio overviews",
      "Organizing project notes",
    ],
    example: "Upload your class notes and two readings, then ask for the five key ideas you need to know for the exam.",
  },
  {
    id: "consensus",
    name: "Consensus",
    company: "Consensus",
    description:
      "A search engine for scientific research. Ask a question and see what published studies say, with links to " +
      "each paper.",
    logoText: "CO",
    logoColor: "bg-sky-800",
    pricing: "freemium",
    rating: 4,
    reviews: 518,
    tags: ["research", "search", "knowledge"],
    category: "research-search",
    featured: false,
    url: "https://consensus.app/",
    difficulty: "Beginner",
    bestFor: "Checking what science says about a question",
    freeOption: true,
    whatItDoes:
      "Consensus searches peer-reviewed papers and sums up their findings in plain language. For yes-or-no " +
      "questions, it can show how the studies lean.",
    topUseCases: [
      "Checking health claims",
      "Finding studies for homework",
      "Quick science summaries",
      "Backing up arguments with sources",
    ],
    example: "Does drinking coffee raise blood pressure?",
  },
  {
    id: "elicit",
    name: "Elicit",
    company: "Elicit",
    description:
      "An AI research assistant that finds academic papers, summarizes them, and pulls key findings into a table.",
    logoText: "EC",
    logoColor: "bg-cyan-800",
    pricing: "freemium",
    rating: 4,
    reviews: 463,
    tags: ["research", "analysis", "knowledge"],
    category: "research-search",
    featured: false,
    url: "https://elicit.com/",
    difficulty: "Advanced",
    bestFor: "Finding and comparing academic papers",
    freeOption: true,
    whatItDoes:
      "Ask a research question and Elicit searches a large database of scholarly papers. It summarizes them and can " +
      "pull details, like the number of people studied, from many papers at once.",
    topUseCases: ["Literature reviews", "Finding relevant studies", "Comparing study results", "Summarizing papers"],
    example: "Does regular exercise improve sleep quality in older adults?",
  },
  {
    id: "semantic-scholar",
    name: "Semantic Scholar",
    company: "Allen Institute for AI",
    description: "A free search engine for scientific papers that uses AI to summarize each paper in one sentence.",
    logoText: "SS",
    logoColor: "bg-blue-800",
    pricing: "free",
    rating: 4.5,
    reviews: 512,
    tags: ["research", "search", "knowledge"],
    category: "research-search",
    featured: false,
    url: "https://www.semanticscholar.org/",
    difficulty: "Advanced",
    bestFor: "Finding and skimming scientific papers",
    freeOption: true,
    whatItDoes:
      "Search millions of research papers and see a one-sentence AI summary of each, its citations, and related work, so you can quickly decide which papers are worth reading.",
    topUseCases: [
      "Finding papers for a school project",
      "Checking what research says",
      "Following an author's work",
      "Building a reading list",
    ],
    example: "Search for: effects of short naps on memory in adults",
  },
  {
    id: "github-copilot",
    name: "GitHub Copilot",
    company: "GitHub",
    description:
      "An AI coding partner that suggests code as you type and answers coding questions inside editors like VS Code.",
    logoText: "GH",
    logoColor: "bg-gray-800",
    pricing: "freemium",
    rating: 4.5,
    reviews: 2481,
    tags: ["coding", "development", "ide", "assistant"],
    category: "code-development",
    featured: true,
    url: "https://github.com/features/copilot",
    difficulty: "Advanced",
    bestFor: "Developers who want help inside their code editor",
    freeOption: true,
    whatItDoes:
      "Copilot suggests whole lines or blocks of code in your editor and has a chat for explaining, fixing, and " +
      "writing code. It can also carry out multi-step changes across files.",
    topUseCases: ["Completing code as you type", "Explaining unfamiliar code", "Writing tests", "Fixing bugs"],
    example:
      "In VS Code, write a comment asking for a function that checks if an email address is valid, then press Tab.",
  },
  {
    id: "cursor",
    name: "Cursor",
    company: "Anysphere",
    description:
      "A code editor built around AI. Ask for changes in plain English and it edits code across your project.",
    logoText: "CU",
    logoColor: "bg-neutral-800",
    pricing: "freemium",
    rating: 4.5,
    reviews: 1389,
    tags: ["coding", "ide", "development", "assistant"],
    category: "code-development",
    featured: true,
    url: "https://cursor.com/",
    difficulty: "Advanced",
    bestFor: "Building and changing software by chatting with AI",
    freeOption: true,
    whatItDoes:
      "Cursor looks like VS Code but lets an AI read your project, suggest edits, and make changes across many " +
      "files. You review each change before keeping it.",
    topUseCases: [
      "Adding features to an app",
      "Cleaning up messy code",
      "Understanding a new codebase",
      "Fixing errors",
    ],
    example: "Add a dark mode switch to the settings page and remember the user's choice.",
  },
  {
    id: "replit",
    name: "Replit",
    company: "Replit",
    description:
      "Build and publish apps in your web browser. Describe the app you want and Replit's AI agent writes the code " +
      "and sets it up.",
    logoText: "RE",
    logoColor: "bg-orange-800",
    pricing: "freemium",
    rating: 4,
    reviews: 927,
    tags: ["coding", "development", "ide", "generation"],
    category: "code-development",
    featured: false,
    url: "https://replit.com/",
    difficulty: "Beginner",
    bestFor: "Building a simple app without installing anything",
    freeOption: true,
    whatItDoes:
      "Replit is an online coding workspace with an AI agent that can build an app from a description, fix problems, " +
      "and put it online. Nothing needs to be installed.",
    topUseCases: ["Trying out app ideas", "Learning to code", "Building personal tools", "Sharing working demos"],
    example: "Build a simple web app where my family can add chores, mark them done, and see who has the most points.",
  },
  {
    id: "canva-magic-studio",
    name: "Canva Magic Studio",
    company: "Canva",
    description:
      "Canva's AI design tools. Create graphics, presentations, and images from a prompt, then adjust them with easy " +
      "drag and drop.",
    logoText: "CA",
    logoColor: "bg-cyan-700",
    pricing: "freemium",
    rating: 4.5,
    reviews: 3046,
    tags: ["design", "image", "content", "marketing"],
    category: "design-graphics",
    featured: true,
    url: "https://www.canva.com/magic/",
    bestFor: "Quick social posts, flyers, and presentations",
    freeOption: true,
    whatItDoes:
      "Magic Studio adds AI to Canva: it can draft a design from a description, write text, create images, and edit " +
      "photos. Some tools have limited use on the free plan.",
    topUseCases: ["Social media posts", "Flyers and invitations", "Quick presentations", "Photo touch-ups"],
    example: "Design an Instagram post for a bake sale this Saturday at 10 a.m. with a cheerful, colorful look.",
  },
  {
    id: "adobe-express",
    name: "Adobe Express",
    company: "Adobe",
    description:
      "An easy design app from Adobe with templates and AI features for making graphics, flyers, and short videos.",
    logoText: "AE",
    logoColor: "bg-fuchsia-700",
    pricing: "freemium",
    rating: 4,
    reviews: 874,
    tags: ["design", "image", "content", "marketing"],
    category: "design-graphics",
    featured: false,
    url: "https://www.adobe.com/express/",
    difficulty: "Beginner",
    bestFor: "Easy graphics and short promo videos",
    freeOption: true,
    whatItDoes:
      "Adobe Express offers ready-made templates and uses Firefly AI to create images and text effects from a " +
      "prompt. It also has quick actions, like removing a photo's background.",
    topUseCases: ["Flyers and posters", "Social media graphics", "Short promo videos", "Removing photo backgrounds"],
    example: "Pick a garage sale flyer template, then add an AI image of a sunny yard with boxes of old toys.",
  },
  {
    id: "figma-ai",
    name: "Figma AI",
    company: "Figma",
    description:
      "AI features inside Figma for designing apps and websites, such as creating first drafts, renaming layers, and " +
      "writing sample text.",
    logoText: "FI",
    logoColor: "bg-pink-700",
    pricing: "freemium",
    rating: 4,
    reviews: 655,
    tags: ["design", "productivity", "generation"],
    category: "design-graphics",
    featured: false,
    url: "https://www.figma.com/ai/",
    difficulty: "Advanced",
    bestFor: "Designers and teams working on apps and websites",
    freeOption: true,
    whatItDoes:
      "Figma AI can turn a prompt into a starting design or a clickable prototype, rewrite text, and handle tedious " +
      "jobs like renaming layers. Figma is a shared design tool used by product teams.",
    topUseCases: [
      "Drafting app screens",
      "Turning ideas into prototypes",
      "Filling designs with realistic text",
      "Tidying up design files",
    ],
    example: "A home screen for a recipe app with a search bar, food categories, and a featured recipe of the day",
  },
  {
    id: "otter-ai",
    name: "Otter.ai",
    company: "Otter.ai",
    description:
      "Records and transcribes meetings and conversations as they happen, then writes a summary with action items.",
    logoText: "OT",
    logoColor: "bg-blue-700",
    pricing: "freemium",
    rating: 4.5,
    reviews: 1537,
    tags: ["notes", "speech", "productivity", "assistant"],
    category: "meeting-notes",
    featured: true,
    url: "https://otter.ai/",
    difficulty: "Beginner",
    bestFor: "Live transcripts and meeting summaries",
    freeOption: true,
    whatItDoes:
      "Otter joins your Zoom, Google Meet, or Microsoft Teams calls, or records in person on your phone, and makes a " +
      "searchable transcript. You can ask it questions about what was said.",
    topUseCases: ["Meeting notes", "Lecture transcripts", "Interview transcripts", "Catching up on missed meetings"],
    example: "Let Otter join your next team meeting, then ask it what the group decided about the launch date.",
  },
  {
    id: "fireflies-ai",
    name: "Fireflies.ai",
    company: "Fireflies.ai",
    description:
      "An AI note taker that joins your video calls, transcribes them, and sends a summary so everyone stays on the " +
      "same page.",
    logoText: "FF",
    logoColor: "bg-indigo-800",
    pricing: "freemium",
    rating: 4.5,
    reviews: 1012,
    tags: ["notes", "productivity", "speech", "analysis"],
    category: "meeting-notes",
    featured: true,
    url: "https://fireflies.ai/",
    difficulty: "Beginner",
    bestFor: "Teams that want searchable notes from every call",
    freeOption: true,
    whatItDoes:
      "Fireflies records and transcribes meetings on popular video platforms and writes summaries with action " +
      "items. You can search past meetings and send notes to tools like Slack.",
    topUseCases: ["Team meeting summaries", "Sales call notes", "Searching past conversations", "Sharing action items"],
    example: "Invite Fireflies to a client call, then share its summary and action items in your team's Slack channel.",
  },
  {
    id: "fathom",
    name: "Fathom",
    company: "Fathom",
    description:
      "An AI note taker that records your Zoom, Google Meet, and Teams calls and writes a short summary right after " +
      "the meeting.",
    logoText: "FA",
    logoColor: "bg-emerald-700",
    pricing: "freemium",
    rating: 4.5,
    reviews: 721,
    tags: ["notes", "productivity", "affordable"],
    category: "meeting-notes",
    featured: false,
    url: "https://fathom.video/",
    difficulty: "Beginner",
    bestFor: "Simple, automatic notes from video calls",
    freeOption: true,
    whatItDoes:
      "Fathom records and transcribes your calls, marks key moments, and drafts a summary and action items. You can " +
      "copy the notes into an email or your other tools.",
    topUseCases: ["One-on-one meeting notes", "Client call recaps", "Follow-up emails", "Highlighting key moments"],
    example: "Turn on Fathom before your next Zoom call, then paste its summary into a follow-up email.",
  },
  {
    id: "zapier",
    name: "Zapier",
    company: "Zapier",
    description:
      "Connects thousands of apps so they work together automatically. Describe a task in plain English and AI helps " +
      "build the automation.",
    logoText: "ZA",
    logoColor: "bg-orange-700",
    pricing: "freemium",
    rating: 4.5,
    reviews: 2104,
    tags: ["automation", "workflow", "productivity"],
    category: "automate-tasks",
    featured: true,
    url: "https://zapier.com/",
    difficulty: "Beginner",
    bestFor: "Connecting everyday apps without code",
    freeOption: true,
    whatItDoes:
      "Zapier watches for an event in one app, like a new form entry, and then takes actions in others, like adding " +
      "a row to a spreadsheet. You can also add AI steps to your automations.",
    topUseCases: [
      "Saving email attachments to the cloud",
      "Sending form entries to a spreadsheet",
      "Posting alerts to Slack",
      "Summarizing messages with AI",
    ],
    example: "When I get an email with an attachment in Gmail, save the attachment to a Google Drive folder.",
  },
  {
    id: "make",
    name: "Make",
    company: "Make",
    description:
      "A visual automation tool where you connect apps on a canvas and build multi-step workflows, including AI " +
      "steps.",
    logoText: "MK",
    logoColor: "bg-purple-800",
    pricing: "freemium",
    rating: 4.5,
    reviews: 1238,
    tags: ["automation", "workflow", "productivity"],
    category: "automate-tasks",
    featured: true,
    url: "https://www.make.com/",
    difficulty: "Advanced",
    bestFor: "Detailed automations with many steps",
    freeOption: true,
    whatItDoes:
      "Make lets you drag app modules onto a canvas and link them into a scenario that runs on its own. You can add " +
      "conditions, filters, and AI tools to handle more complex jobs.",
    topUseCases: [
      "Multi-step business workflows",
      "Syncing data between apps",
      "Handling new orders or leads",
      "Adding AI to routine tasks",
    ],
    example: "When a new Shopify order arrives, add it to Google Sheets and email the customer a thank-you note.",
  },
  {
    id: "power-automate",
    name: "Power Automate",
    company: "Microsoft",
    description:
      "Microsoft's automation tool for connecting Outlook, Excel, Teams, and other apps. You can describe a flow in " +
      "plain language to start.",
    logoText: "PA",
    logoColor: "bg-sky-800",
    pricing: "freemium",
    rating: 4,
    reviews: 846,
    tags: ["automation", "workflow", "productivity"],
    category: "automate-tasks",
    featured: false,
    url: "https://www.microsoft.com/power-platform/products/power-automate",
    difficulty: "Advanced",
    bestFor: "Automating work in Microsoft 365",
    freeOption: true,
    whatItDoes:
      "Power Automate builds flows that run when something happens, such as a new email or file. Copilot can draft " +
      "a flow from your description, and the desktop app can repeat clicks and typing on Windows.",
    topUseCases: [
      "Saving Outlook attachments to OneDrive",
      "Approval requests in Teams",
      "Updating Excel from forms",
      "Automating repetitive PC tasks",
    ],
    example: "When an email with an invoice arrives in Outlook, save the file to OneDrive and notify me in Teams.",
  },
  {
    id: "notion-ai",
    name: "Notion AI",
    company: "Notion",
    description:
      "AI built into the Notion workspace. It writes and summarizes pages, answers questions about your notes, and " +
      "helps organize projects.",
    logoText: "NO",
    logoColor: "bg-stone-700",
    pricing: "freemium",
    rating: 4.5,
    reviews: 1685,
    tags: ["productivity", "notes", "writing", "knowledge"],
    category: "project-management",
    featured: true,
    url: "https://www.notion.com/product/ai",
    difficulty: "Beginner",
    bestFor: "Notes, docs, and projects in one place",
    freeOption: true,
    whatItDoes:
      "Notion AI drafts and edits text, turns notes into task lists, and searches your workspace to answer " +
      "questions. It works on the same pages where you plan your projects.",
    topUseCases: [
      "Summarizing meeting notes",
      "Turning notes into action items",
      "Finding information in your workspace",
      "Drafting project plans",
    ],
    example: "Open a page of rough meeting notes and ask Notion AI to list the action items with owners and due dates.",
  },
  {
    id: "motion",
    name: "Motion",
    company: "Motion",
    description:
      "An AI planner that puts your tasks on your calendar automatically and reshuffles the plan when meetings or " +
      "priorities change.",
    logoText: "MO",
    logoColor: "bg-teal-800",
    pricing: "paid",
    rating: 4,
    reviews: 692,
    tags: ["productivity", "automation", "assistant"],
    category: "project-management",
    featured: false,
    url: "https://www.usemotion.com/",
    difficulty: "Beginner",
    bestFor: "Busy people who want their day planned for them",
    freeOption: false,
    whatItDoes:
      "Motion looks at your tasks, deadlines, and meetings, then builds a daily schedule. If something runs late or " +
      "a new task comes in, it reschedules the rest for you.",
    topUseCases: ["Planning your workday", "Meeting deadlines", "Scheduling team projects", "Booking meetings"],
    example: "Add three tasks due this week, like writing a report, and let Motion fit them around your meetings.",
  },
  {
    id: "clickup-brain",
    name: "ClickUp Brain",
    company: "ClickUp",
    description:
      "The AI assistant inside ClickUp. It summarizes tasks and threads, writes updates, and answers questions about " +
      "your team's projects.",
    logoText: "CB",
    logoColor: "bg-violet-800",
    pricing: "freemium",
    rating: 4,
    reviews: 788,
    tags: ["productivity", "workflow", "assistant"],
    category: "project-management",
    featured: false,
    url: "https://clickup.com/brain",
    difficulty: "Advanced",
    bestFor: "Teams that already manage work in ClickUp",
    freeOption: true,
    whatItDoes:
      "ClickUp Brain looks across your tasks, docs, and chats to answer questions such as what's holding up a project. It can write status updates, create subtasks, and summarize long comment threads.",
    topUseCases: [
      "Writing status updates",
      "Summarizing task threads",
      "Breaking projects into subtasks",
      "Seeing who is working on what",
    ],
    example: "Summarize what changed on the website redesign project this week and list any overdue tasks.",
  },
  {
    id: "intercom",
    name: "Intercom",
    company: "Intercom",
    description:
      "A customer service platform with Fin, an AI agent that answers customer questions from your help articles and " +
      "passes harder cases to people.",
    logoText: "IC",
    logoColor: "bg-slate-700",
    pricing: "paid",
    rating: 4.5,
    reviews: 1154,
    tags: ["chatbot", "assistant", "automation"],
    category: "customer-service",
    featured: true,
    url: "https://www.intercom.com/",
    difficulty: "Advanced",
    bestFor: "Businesses that want AI to answer customer chats",
    freeOption: false,
    whatItDoes:
      "Intercom brings chat, email, and your help center into one inbox. Its Fin AI agent replies to customers at " +
      "any hour and hands conversations to your team when needed.",
    topUseCases: [
      "Answering common questions",
      "Live chat on your website",
      "Help center articles",
      "Routing tricky issues to staff",
    ],
    example: "Connect your help center, then test the AI agent by asking how to return an item bought last week.",
  },
  {
    id: "tidio",
    name: "Tidio",
    company: "Tidio",
    description:
      "Live chat and an AI chatbot for small business websites. It answers common questions and lets you reply to " +
      "customers in one place.",
    logoText: "TI",
    logoColor: "bg-blue-600",
    pricing: "freemium",
    rating: 4.5,
    reviews: 903,
    tags: ["chatbot", "automation", "affordable"],
    category: "customer-service",
    featured: false,
    url: "https://www.tidio.com/",
    difficulty: "Beginner",
    bestFor: "Small online shops adding chat to their website",
    freeOption: true,
    whatItDoes:
      "Tidio adds a chat window to your website. Its Lyro AI agent answers frequent questions using your FAQ, and " +
      "you can step in to chat with customers yourself.",
    topUseCases: [
      "Answering shipping and return questions",
      "Live chat on your website",
      "Collecting sales leads",
      "Following up on abandoned carts",
    ],
    example: "Add your store's FAQ to the AI agent and test it by asking how long shipping to Canada takes.",
  },
  {
    id: "zendesk-answer-bot",
    name: "Zendesk Answer Bot",
    company: "Zendesk",
    description:
      "Zendesk's AI helper for support teams. It suggests help articles and answers routine questions before they " +
      "reach an agent.",
    logoText: "ZE",
    logoColor: "bg-green-800",
    pricing: "paid",
    rating: 4,
    reviews: 612,
    tags: ["chatbot", "automation", "knowledge"],
    category: "customer-service",
    featured: false,
    url: "https://www.zendesk.com/service/ai/ai-agents/",
    difficulty: "Advanced",
    bestFor: "Support teams already using Zendesk",
    freeOption: false,
    whatItDoes:
      "Answer Bot, now part of Zendesk's AI agents, reads incoming questions and replies with answers from your help " +
      "center. It solves simple requests and passes the rest to your team with context.",
    topUseCases: [
      "Suggesting help articles",
      "Reducing repeat tickets",
      "After-hours support",
      "Handing off to human agents",
    ],
    example: "Turn on the AI agent for your help center and test it with the question ‘How do I reset my password?’",
  },
  {
    id: "buffer-ai-assistant",
    name: "Buffer AI Assistant",
    company: "Buffer",
    description:
      "The AI writing helper in Buffer's post scheduler. It brainstorms ideas, rewrites drafts, and adapts posts for " +
      "each social network.",
    logoText: "BU",
    logoColor: "bg-neutral-700",
    pricing: "freemium",
    rating: 4.5,
    reviews: 1087,
    tags: ["content", "marketing", "writing", "productivity"],
    category: "social-media",
    featured: true,
    url: "https://buffer.com/ai-assistant",
    difficulty: "Beginner",
    bestFor: "Writing and scheduling posts for several networks",
    freeOption: true,
    whatItDoes:
      "While you write a post in Buffer, the AI Assistant can suggest ideas, change the tone, shorten text, or make " +
      "versions for different platforms. Buffer then schedules them.",
    topUseCases: [
      "Brainstorming post ideas",
      "Adapting posts for each network",
      "Scheduling a week of posts",
      "Shortening long captions",
    ],
    example: "Write a friendly Instagram caption announcing our coffee shop's new pumpkin muffins, plus a shorter one.",
  },
  {
    id: "later",
    name: "Later",
    company: "Later",
    description:
      "A social media planner for Instagram, TikTok, and more, with a visual calendar and AI help for writing " +
      "captions.",
    logoText: "LA",
    logoColor: "bg-rose-800",
    pricing: "paid",
    rating: 4,
    reviews: 734,
    tags: ["marketing", "content", "productivity"],
    category: "social-media",
    featured: true,
    url: "https://later.com/",
    difficulty: "Beginner",
    bestFor: "Planning a visual Instagram and TikTok feed",
    freeOption: false,
    whatItDoes:
      "Later lets you drag photos and videos onto a calendar to schedule posts, and it suggests captions, hashtags, " +
      "and good times to post. It also shows how your posts perform.",
    topUseCases: [
      "Scheduling Instagram posts",
      "Previewing your feed",
      "Writing captions with AI",
      "Finding the best time to post",
    ],
    example: "Upload five product photos, drag them onto next week's calendar, and generate a caption for each one.",
  },
  {
    id: "predis-ai",
    name: "Predis.ai",
    company: "Predis.ai",
    description:
      "Creates ready-to-post social media content, including images, carousels, short videos, and captions, from a " +
      "one-line description.",
    logoText: "PR",
    logoColor: "bg-fuchsia-800",
    pricing: "freemium",
    rating: 4,
    reviews: 486,
    tags: ["content", "marketing", "generation", "design"],
    category: "social-media",
    featured: false,
    url: "https://predis.ai/",
    difficulty: "Beginner",
    bestFor: "Small businesses that need ready-made posts",
    freeOption: true,
    whatItDoes:
      "Describe your business or product and Predis.ai creates branded posts with visuals and text. You can edit " +
      "them and schedule them to your social accounts.",
    topUseCases: ["Product promo posts", "Carousel posts", "Short video ads", "Keeping a steady posting schedule"],
    example: "Create a carousel post for a dog grooming salon offering 20% off nail trims this month.",
  },
  {
    id: "hootsuite-insights",
    name: "Hootsuite Insights",
    company: "Hootsuite",
    description:
      "Social listening from Hootsuite. It tracks mentions of your brand and topics across social media and shows " +
      "trends and overall mood.",
    logoText: "HS",
    logoColor: "bg-gray-700",
    pricing: "paid",
    rating: 4,
    reviews: 569,
    tags: ["analysis", "marketing", "research"],
    category: "social-media",
    featured: false,
    url: "https://www.hootsuite.com/platform/listening",
    difficulty: "Advanced",
    bestFor: "Brands tracking what people say about them online",
    freeOption: false,
    whatItDoes:
      "Hootsuite Insights watches public posts for the keywords you choose and uses AI to spot trends and gauge " +
      "whether people feel positive or negative. It helps you respond quickly to praise or complaints.",
    topUseCases: ["Tracking brand mentions", "Measuring sentiment", "Watching competitors", "Spotting trending topics"],
    example: "Track your brand name and your top competitor, then compare how positive people are about each.",
  },
];

/** The tool with this id, or undefined for an unknown id. */
export function getTool(id: string): Tool | undefined {
  return tools.find((tool) => tool.id === id);
}

/** The tools of one category, in catalogue order (the first two are its Recommended picks). */
export function toolsInCategory(slug: string): Tool[] {
  return tools.filter((tool) => tool.category === slug);
}

/** Every tool id, in catalogue order. */
export const TOOL_IDS: readonly string[] = tools.map((tool) => tool.id);
