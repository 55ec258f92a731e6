import type { BlogPost } from "./types";

export const posts: BlogPost[] = [
  {
    id: "1",
    slug: "how-to-get-started-with-chatgpt",
    title: "How to Get Started with ChatGPT: A Beginner's Guide",
    excerpt:
      "New to AI chat assistants? Learn how to set up ChatGPT, write clear prompts, ask smart follow-up questions, and avoid common mistakes.",
    image: "/images/blog/chatgpt-getting-started.webp",
    imageAlt: "Abstract illustration of chat message bubbles and a typing indicator on an indigo-to-purple background",
    publishDate: "2025-01-14",
    readTime: "5 min read",
    content: `ChatGPT is a chat assistant: you type a question or request in everyday language, and it writes a reply. It can help you draft an email, explain a confusing topic, plan a trip, brainstorm gift ideas, or summarize a long article. You don't need any technical skills. If you can send a text message, you can use a chat assistant.

This guide walks you through your first steps with ChatGPT. The same ideas work with other chat assistants too, such as Claude, Gemini, and Microsoft Copilot.

## Step 1: Create an account

1. Open the official ChatGPT website in your browser, or download the official ChatGPT app from your phone's app store. Watch out for look-alike apps with similar names.
2. Select **Sign up** and create an account with your email address, or continue with an existing Google, Microsoft, or Apple account.
3. Verify your email if asked, and follow the short setup steps.

A free plan is available, and it's plenty for learning. Paid plans add extra features and higher usage limits, but you don't need one to get started.

## Step 2: Get to know the interface

The screen is simple once you know what you're looking at:

- **The message box** at the bottom is where you type. Press Enter or select the send button to send your message.
- **The conversation area** in the middle shows your messages and the replies.
- **The sidebar** lists your past chats, so you can return to them later. Select **New chat** to start a fresh conversation on a new topic.
- **Extra buttons** near the message box may let you attach a file or photo, or speak instead of typing.
- **Settings**, under your profile icon, let you manage your data, control chat history, and adjust how the assistant responds.

Each chat remembers what was said earlier in that conversation, so you can build on previous answers. Starting a new chat gives you a clean slate.

## Step 3: Write good prompts

The message you send is called a **prompt**. The clearer your prompt, the better the answer. An easy way to remember what to include is to think of four parts:

- **Role:** who you want the assistant to act as, such as “a friendly personal trainer” or “a patient math tutor.”
- **Context:** the background it needs, such as who you are, who the result is for, and any limits.
- **Task:** exactly what you want it to do.
- **Format:** how the answer should look, such as a bulleted list, a short paragraph, a table, or a step-by-step plan.

You don't need all four every time, but adding even one or two makes a big difference. Compare these two prompts:

- **Vague:** “Write about exercise.”
- **Clear:** “You are a friendly personal trainer. I'm 45, I sit at a desk all day, and I've never exercised regularly. Suggest a 15-minute routine I can do at home without equipment. Format it as a numbered list with one sentence for each exercise.”

The second prompt covers all four parts, so the answer will be far more useful.

## Example prompts to try

Copy any of these, change the details to fit your life, and see what happens:

1. **Write an email:** “Help me write a polite email to my landlord asking when the broken heater will be fixed. Keep it under 100 words, friendly but firm.”
2. **Explain something:** “Explain how credit scores work as if I'm a complete beginner. Use a simple everyday example and avoid jargon.”
3. **Plan a meal:** “I have chicken, rice, spinach, and garlic. Suggest three easy dinners that take under 30 minutes, with short step-by-step instructions.”
4. **Plan a trip:** “I'm visiting Chicago for a weekend with two kids aged 8 and 11. Suggest a relaxed two-day plan with indoor options in case it rains.”
5. **Learn a skill:** “Act as a patient Spanish teacher. Teach me ten useful phrases for ordering at a restaurant, with a simple pronunciation guide for each.”
6. **Brainstorm:** “Give me ten affordable gift ideas for a coworker who loves gardening and coffee.”
7. **Summarize:** “Summarize the following article in five bullet points for a busy reader,” followed by the pasted text.

## Keep the conversation going

The first answer is rarely the final one. The real power of a chat assistant is that you can keep talking to it. Try follow-up questions like these:

- “Make it shorter.”
- “Make the tone more casual.”
- “Explain step 3 in more detail.”
- “Give me five more options.”
- “Why did you suggest that?”
- “Now turn this into a checklist.”

If an answer misses the mark, say what's wrong, for example: “That's too formal. I'm writing to a close friend.” You don't have to start over.

## Know the limitations

Chat assistants are impressive, but they aren't perfect. Keep these points in mind:

- **It can be wrong.** ChatGPT sometimes states incorrect facts with total confidence, and it may even invent sources, quotes, or statistics. This is often called a “hallucination.”
- **Check important facts.** For anything that matters, such as health, money, legal questions, or schoolwork, verify the answer with trusted sources or a qualified professional.
- **Its knowledge has limits.** It may not know about recent events unless it can search the web, and it can misunderstand unusual questions.
- **Don't paste private data.** Avoid sharing passwords, bank details, ID numbers, medical records, or confidential work documents. Check your settings to see how your conversations are stored and used.
- **It doesn't truly understand you.** It produces plausible-sounding text based on patterns it has learned. It has no personal experience and can't replace human judgment.

## Tips for better results

- **Be specific.** Include names, numbers, audiences, and lengths whenever you can.
- **Give examples.** If you want a certain style, paste a short sample and say “write it like this.”
- **Ask for steps.** For tricky problems, asking it to “go step by step” or “explain your reasoning” often gives clearer answers.
- **Let it ask you.** Try adding “Before you answer, ask me any questions you need.” This helps it fill in missing details.
- **Experiment.** There's no wrong way to ask. If one wording doesn't work, rephrase it and try again.

## Your next step

The best way to learn is to try it. Pick one small, real task from your day, such as an email you've been putting off or a dinner idea for tonight, and ask ChatGPT for help. Then ask one or two follow-up questions to improve the answer. In a few minutes, you'll see how a chat assistant can save you time, and you'll be ready to explore more AI tools with confidence.`,
  },
  {
    id: "2",
    slug: "what-is-ai-demystifying-artificial-intelligence",
    title: "What Is AI? Demystifying Artificial Intelligence",
    excerpt:
      "A plain-English introduction to artificial intelligence: what it is, how it learns, where you already use it, and how to start exploring it yourself.",
    image: "/images/blog/what-is-ai.webp",
    imageAlt: "Abstract illustration of glowing connected nodes forming a brain-like network",
    publishDate: "2025-01-14",
    readTime: "4 min read",
    content: `Artificial intelligence, or AI, can sound like science fiction: talking robots, thinking machines, computers taking over the world. The reality is much more down to earth. You have probably used AI several times today without noticing. This guide explains what AI is in plain words, how it works, and how you can start using it.

## What is AI, in plain words?

**Artificial intelligence** is technology that lets computers do tasks that normally need human intelligence, such as understanding language, recognizing pictures, making predictions, or making decisions.

Traditional software follows exact rules written by a programmer: “if this happens, do that.” Most modern AI works differently. Instead of relying only on hand-written rules, it **learns patterns from examples**. That makes it good at messy, real-world tasks where writing every rule by hand would be impossible, like telling a cat from a dog in a photo.

## How machines learn from examples

Most of today's AI is built with **machine learning**. Here's the basic idea, using a spam filter as an example:

1. **Collect examples.** Gather thousands of emails that people have already labeled as “spam” or “not spam.”
2. **Train the model.** The computer studies the examples and finds patterns, such as certain words, suspicious links, or unusual senders that often show up in spam. What it learns is called a **model**.
3. **Test it.** Check how well it does on emails it has never seen before.
4. **Use and improve.** Put it to work in real inboxes. When people mark messages as spam, that feedback can help it improve over time.

Think of how a child learns what a dog is. Nobody gives them a precise definition. They see many dogs, hear the word “dog,” and gradually learn to recognize one on their own. Machine learning works in a similar way, although it usually needs far more examples than a child does.

Chat assistants like ChatGPT are trained on enormous amounts of text. They learn the patterns of language so well that they can predict which words should come next. That is how they write answers, summaries, and stories.

## AI you already use every day

AI is quietly built into many tools you know:

- **Phone keyboards** suggest the next word and fix your typos as you type.
- **Map apps** predict traffic and suggest the fastest route.
- **Recommendations** on streaming, music, and shopping services suggest what you might enjoy next, based on what you and similar people liked.
- **Spam filters** keep most junk mail out of your inbox.
- **Voice assistants** turn your spoken words into text and respond to requests like “set a timer for ten minutes.”
- **Photo search** lets you type “beach” or “dog” in your photo app and find matching pictures, even if you never labeled them.

## Narrow AI versus general AI

All the AI that exists today is **narrow AI**. Each system is built for a specific kind of task. A chess program can beat world champions but can't drive a car. A translation app can't recommend a movie. Even chat assistants, which seem to know a little about everything, are still tools with real gaps.

**General AI**, often called AGI (artificial general intelligence), would be a system that can learn and reason across almost any task as flexibly as a person. It doesn't exist yet, and experts disagree about when, or even whether, it will. Keeping this difference in mind helps when you read dramatic headlines.

## What AI can't do

AI is powerful, but it has real limits:

- **It doesn't truly understand.** AI finds patterns in data. It has no feelings, beliefs, or life experience.
- **It can be confidently wrong.** Chat assistants sometimes make up facts that sound convincing, so always check anything important.
- **It can learn our biases.** If the training examples are unfair or one-sided, the results can be too.
- **It lacks common sense.** AI can stumble on situations any person would find obvious, especially unusual ones.
- **It can't replace human judgment.** Decisions about health, money, the law, and people still need a thoughtful human in charge.

## How to start using AI yourself

The best way to understand AI is to try it. Here are three easy starting points:

1. **Try a chat assistant.** Tools like ChatGPT, Claude, or Gemini can answer questions, explain topics, and help you write. Start with something simple, like “Explain photosynthesis like I'm ten” or “Help me write a birthday message for my aunt.”
2. **Play with an image tool.** AI image generators create pictures from a short description. Type something like “a cozy cabin in a snowy forest, watercolor style” and see what appears.
3. **Use an AI note taker.** These tools can turn a meeting or lecture into text and produce a short summary with action items, so you can focus on listening. Always let people know before you record them.

Start small, stay curious, and keep a healthy dose of skepticism. AI is a tool, like a calculator or a search engine. Once you understand what it's good at and where it falls short, you can use it to save time, learn new things, and get creative.`,
  },
];
