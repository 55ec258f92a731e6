import type { BlogPost } from "./types";

export const posts: BlogPost[] = [
  {
    id: "1",
    slug: "how-to-get-started-with-chatgpt",
    title: "Premiers pas avec ChatGPT : le guide du débutant",
    excerpt:
      "Vous découvrez les assistants conversationnels ? Apprenez à configurer ChatGPT, à écrire des requêtes claires, à relancer l’échange et à éviter les pièges.",
    image: "/images/blog/chatgpt-getting-started.webp",
    imageAlt:
      "Illustration abstraite de bulles de discussion et d’un indicateur de saisie sur un fond allant de l’indigo au violet",
    publishDate: "2025-01-14",
    readTime: "Lecture : 5 min",
    content: `ChatGPT est un assistant conversationnel : vous tapez une question ou une demande avec vos propres mots, et il vous répond par écrit. Il peut vous aider à rédiger un e-mail, à comprendre un sujet compliqué, à organiser un voyage, à trouver une idée de cadeau ou à résumer un long article. Aucune compétence technique n’est nécessaire : si vous savez envoyer un SMS, vous savez utiliser un assistant conversationnel.

Ce guide vous aide à bien démarrer avec ChatGPT. Les mêmes principes valent pour d’autres assistants, comme Claude, Gemini ou Microsoft Copilot.

## Étape 1 : créer un compte

1. Ouvrez le site officiel de ChatGPT dans votre navigateur, ou téléchargez l’application officielle ChatGPT depuis la boutique d’applications de votre téléphone. Méfiez-vous des imitations aux noms proches.
2. Choisissez **S’inscrire** et créez un compte avec votre adresse e-mail, ou connectez-vous avec un compte Google, Microsoft ou Apple existant.
3. Si on vous le demande, confirmez votre adresse e-mail, puis suivez les quelques étapes de configuration.

Une offre gratuite existe, et elle suffit largement pour apprendre. Les offres payantes ajoutent des fonctionnalités et des limites d’utilisation plus élevées, mais vous n’en avez pas besoin pour commencer.

## Étape 2 : découvrir l’interface

L’écran est simple dès que l’on sait ce que l’on regarde :

- **La zone de saisie**, en bas, sert à écrire. Appuyez sur Entrée ou sur le bouton d’envoi.
- **La zone de conversation**, au centre, affiche vos messages et les réponses.
- **La barre latérale** liste vos conversations passées pour que vous puissiez y revenir. Appuyez sur **Nouveau chat** pour repartir de zéro sur un autre sujet.
- **Des boutons supplémentaires**, près de la zone de saisie, permettent souvent de joindre un fichier ou une photo, ou de parler au lieu de taper.
- **Les paramètres**, accessibles depuis l’icône de votre profil, servent à gérer vos données, l’historique des conversations et la façon dont l’assistant répond.

Chaque conversation se souvient de ce qui a été dit plus haut : vous pouvez donc vous appuyer sur les réponses précédentes. Une nouvelle conversation repart d’une page blanche.

## Étape 3 : écrire de bonnes requêtes

Le message que vous envoyez s’appelle une **requête** (on parle aussi de « prompt »). Plus elle est claire, meilleure est la réponse. Pour savoir quoi y mettre, pensez à quatre éléments :

- **Le rôle :** qui l’assistant doit incarner, par exemple « une coach sportive bienveillante » ou « un professeur de maths patient ».
- **Le contexte :** ce qu’il doit savoir, comme qui vous êtes, à qui s’adresse le résultat et quelles sont les contraintes.
- **La tâche :** ce que vous attendez précisément.
- **Le format :** la forme de la réponse, par exemple une liste à puces, un court paragraphe, un tableau ou un plan étape par étape.

Inutile de tout préciser à chaque fois, mais un ou deux éléments changent déjà beaucoup de choses. Comparez ces deux requêtes :

- **Vague :** « Parle-moi de sport. »
- **Claire :** « Tu es une coach sportive bienveillante. J’ai 45 ans, je travaille assis toute la journée et je n’ai jamais fait de sport régulièrement. Propose-moi une séance de 15 minutes à faire chez moi, sans matériel. Présente-la sous forme de liste numérotée, avec une phrase par exercice. »

La seconde requête réunit les quatre éléments : la réponse sera bien plus utile.

## Des exemples de requêtes à essayer

Copiez-en une, adaptez les détails à votre situation et voyez ce que ça donne :

1. **Écrire un e-mail :** « Aide-moi à écrire un e-mail poli à mon propriétaire pour savoir quand le chauffage en panne sera réparé. Moins de 100 mots, aimable mais ferme. »
2. **Comprendre une notion :** « Explique-moi comment fonctionne un crédit immobilier comme si je n’y connaissais rien. Prends un exemple simple de la vie quotidienne et évite le jargon. »
3. **Prévoir un repas :** « J’ai du poulet, du riz, des épinards et de l’ail. Propose trois dîners faciles prêts en moins de 30 minutes, avec des étapes courtes. »
4. **Organiser un voyage :** « Je passe un week-end à Paris avec deux enfants de 8 et 11 ans. Propose un programme détendu sur deux jours, avec des activités à l’intérieur en cas de pluie. »
5. **Apprendre quelque chose :** « Joue le rôle d’un professeur d’espagnol patient. Apprends-moi dix phrases utiles pour commander au restaurant, avec une aide simple à la prononciation pour chacune. »
6. **Trouver des idées :** « Donne-moi dix idées de cadeaux abordables pour une collègue qui adore le jardinage et le café. »
7. **Résumer :** « Résume l’article suivant en cinq points pour un lecteur pressé », puis collez le texte.

## Poursuivre la conversation

La première réponse est rarement la dernière. La vraie force d’un assistant conversationnel, c’est qu’on peut continuer à lui parler. Essayez des relances comme celles-ci :

- « Fais plus court. »
- « Prends un ton plus décontracté. »
- « Détaille davantage l’étape 3. »
- « Donne-moi cinq autres idées. »
- « Pourquoi me proposes-tu cela ? »
- « Maintenant, transforme ça en liste à cocher. »

Si une réponse tombe à côté, dites ce qui ne va pas, par exemple : « C’est trop formel, j’écris à un ami proche. » Pas besoin de tout recommencer.

## Connaître les limites de l’outil

Les assistants conversationnels sont impressionnants, mais pas infaillibles. Gardez ces points en tête :

- **Il peut se tromper.** ChatGPT affirme parfois des choses fausses avec un aplomb total, et peut même inventer des sources, des citations ou des chiffres. On parle souvent d’« hallucination ».
- **Vérifiez les informations importantes.** Pour tout ce qui compte — santé, argent, questions juridiques, devoirs —, confrontez la réponse à des sources fiables ou demandez l’avis d’un professionnel qualifié.
- **Ses connaissances ont des limites.** Il ne connaît pas forcément l’actualité récente s’il n’a pas accès au web, et il peut mal comprendre une question inhabituelle.
- **Ne collez pas de données privées.** Évitez de partager mots de passe, coordonnées bancaires, numéros d’identité, dossiers médicaux ou documents professionnels confidentiels. Consultez vos paramètres pour savoir comment vos conversations sont conservées et utilisées.
- **Il ne vous comprend pas vraiment.** Il produit un texte plausible à partir de régularités apprises. Il n’a aucune expérience personnelle et ne remplace pas le jugement humain.

## Nos conseils pour de meilleurs résultats

- **Soyez précis.** Indiquez des noms, des chiffres, le public visé et la longueur souhaitée dès que possible.
- **Donnez des exemples.** Si vous voulez un style particulier, collez un court extrait et dites « écris dans ce style ».
- **Demandez des étapes.** Pour un problème compliqué, lui demander d’« avancer étape par étape » ou d’« expliquer son raisonnement » donne souvent des réponses plus claires.
- **Laissez-le vous questionner.** Ajoutez par exemple : « Avant de répondre, pose-moi toutes les questions dont tu as besoin. » Cela l’aide à combler les informations manquantes.
- **Expérimentez.** Il n’y a pas de mauvaise façon de demander. Si une formulation ne fonctionne pas, reformulez et réessayez.

## Et maintenant ?

La meilleure façon d’apprendre, c’est d’essayer. Choisissez une petite tâche bien réelle de votre journée — un e-mail que vous repoussez, une idée de dîner pour ce soir — et demandez de l’aide à ChatGPT. Posez ensuite une ou deux questions de relance pour améliorer la réponse. En quelques minutes, vous verrez combien de temps un assistant conversationnel peut vous faire gagner, et vous pourrez explorer d’autres outils d’IA en toute confiance.`,
  },
  {
    id: "2",
    slug: "what-is-ai-demystifying-artificial-intelligence",
    title: "Qu’est-ce que l’IA ? L’intelligence artificielle démystifiée",
    excerpt:
      "Une introduction simple à l’intelligence artificielle : ce qu’elle est, comment elle apprend, où vous l’utilisez déjà et comment commencer à l’explorer.",
    image: "/images/blog/what-is-ai.webp",
    imageAlt: "Illustration abstraite de points lumineux reliés entre eux formant un réseau semblable à un cerveau",
    publishDate: "2025-01-14",
    readTime: "Lecture : 4 min",
    content: `L’intelligence artificielle, ou IA, évoque souvent la science-fiction : robots qui parlent, machines qui pensent, ordinateurs qui prennent le pouvoir. La réalité est beaucoup plus terre à terre. Vous avez sans doute déjà utilisé l’IA plusieurs fois aujourd’hui sans le remarquer. Ce guide explique simplement ce qu’est l’IA, comment elle fonctionne et comment commencer à vous en servir.

## L’IA, qu’est-ce que c’est, en clair ?

L’**intelligence artificielle** désigne les technologies qui permettent aux ordinateurs d’accomplir des tâches qui demandent normalement une intelligence humaine : comprendre le langage, reconnaître des images, faire des prévisions ou prendre des décisions.

Un logiciel classique suit des règles précises écrites par un programmeur : « si ceci arrive, fais cela ». La plupart des IA modernes fonctionnent autrement. Au lieu de reposer uniquement sur des règles écrites à la main, elles **apprennent des régularités à partir d’exemples**. C’est ce qui les rend douées pour les tâches floues du monde réel, où il serait impossible d’écrire chaque règle à la main — comme distinguer un chat d’un chien sur une photo.

## Comment les machines apprennent à partir d’exemples

La plupart des IA actuelles reposent sur l’**apprentissage automatique**. Voici le principe, avec l’exemple d’un filtre anti-spam :

1. **Rassembler des exemples.** On réunit des milliers d’e-mails que des personnes ont déjà classés en « spam » ou « non spam ».
2. **Entraîner le modèle.** L’ordinateur étudie ces exemples et repère des régularités : certains mots, des liens douteux ou des expéditeurs inhabituels qui reviennent souvent dans les spams. Le résultat de cet apprentissage s’appelle un **modèle**.
3. **Le tester.** On vérifie ses performances sur des e-mails qu’il n’a jamais vus.
4. **L’utiliser et l’améliorer.** On le met en service dans de vraies boîtes de réception. Quand les gens signalent des messages comme spam, ce retour l’aide à s’améliorer avec le temps.

Pensez à la façon dont un enfant apprend ce qu’est un chien. Personne ne lui donne de définition précise. Il voit beaucoup de chiens, entend le mot « chien » et apprend peu à peu à en reconnaître un tout seul. L’apprentissage automatique fonctionne de manière semblable, même s’il lui faut généralement bien plus d’exemples qu’à un enfant.

Les assistants conversationnels comme ChatGPT sont entraînés sur d’immenses quantités de texte. Ils maîtrisent si bien les régularités de la langue qu’ils peuvent prédire les mots qui doivent suivre. C’est ainsi qu’ils écrivent des réponses, des résumés et des histoires.

## L’IA que vous utilisez déjà chaque jour

L’IA est discrètement intégrée à de nombreux outils que vous connaissez :

- **Le clavier de votre téléphone** propose le mot suivant et corrige vos fautes de frappe.
- **Les applications de navigation** prévoient la circulation et suggèrent l’itinéraire le plus rapide.
- **Les recommandations** des services de streaming, de musique et d’achat en ligne devinent ce qui pourrait vous plaire, d’après ce que vous et des personnes aux goûts proches avez aimé.
- **Les filtres anti-spam** tiennent la plupart des courriers indésirables à l’écart de votre boîte de réception.
- **Les assistants vocaux** transforment vos paroles en texte et répondent à des demandes comme « mets un minuteur de dix minutes ».
- **La recherche de photos** vous permet de taper « plage » ou « chien » dans votre galerie pour retrouver les bonnes images, même sans les avoir jamais classées.

## IA spécialisée et IA générale

Toutes les IA qui existent aujourd’hui sont des **IA spécialisées** (on parle aussi d’« IA faible ») : chaque système est conçu pour un type de tâche précis. Un programme d’échecs peut battre des champions du monde, mais ne sait pas conduire. Une application de traduction ne peut pas vous conseiller un film. Même les assistants conversationnels, qui semblent savoir un peu de tout, restent des outils avec de vraies lacunes.

L’**IA générale**, souvent désignée par le sigle anglais AGI (artificial general intelligence), serait un système capable d’apprendre et de raisonner sur presque n’importe quelle tâche avec la souplesse d’un être humain. Elle n’existe pas encore, et les experts ne s’accordent ni sur le moment où elle pourrait apparaître, ni même sur le fait qu’elle apparaisse un jour. Garder cette distinction en tête aide à lire les gros titres avec recul.

## Ce que l’IA ne sait pas faire

L’IA est puissante, mais elle a de vraies limites :

- **Elle ne comprend pas vraiment.** L’IA repère des régularités dans des données. Elle n’a ni émotions, ni convictions, ni expérience de la vie.
- **Elle peut se tromper avec assurance.** Les assistants conversationnels inventent parfois des faits très convaincants : vérifiez toujours ce qui est important.
- **Elle peut reproduire nos biais.** Si les exemples d’entraînement sont injustes ou partiaux, les résultats peuvent l’être aussi.
- **Elle manque de bon sens.** L’IA peut trébucher sur des situations évidentes pour n’importe qui, surtout quand elles sortent de l’ordinaire.
- **Elle ne remplace pas le jugement humain.** Les décisions qui touchent à la santé, à l’argent, au droit ou à d’autres personnes doivent toujours être prises par un humain, en connaissance de cause.

## Comment vous lancer

La meilleure façon de comprendre l’IA, c’est de l’essayer. Voici trois points de départ faciles :

1. **Essayez un assistant conversationnel.** Des outils comme ChatGPT, Claude ou Gemini répondent aux questions, expliquent des sujets et vous aident à écrire. Commencez simplement, par exemple : « Explique-moi la photosynthèse comme si j’avais dix ans » ou « Aide-moi à écrire un message d’anniversaire pour ma tante ».
2. **Amusez-vous avec un outil d’images.** Les générateurs d’images par IA créent des visuels à partir d’une courte description. Tapez par exemple « un chalet douillet dans une forêt enneigée, style aquarelle » et découvrez le résultat.
3. **Utilisez un outil de prise de notes par IA.** Ces outils transforment une réunion ou un cours en texte et produisent un court résumé avec les actions à mener, pour que vous puissiez vous concentrer sur l’écoute. Prévenez toujours les personnes présentes avant d’enregistrer.

Commencez par de petites choses, restez curieux et gardez une bonne dose d’esprit critique. L’IA est un outil, comme une calculatrice ou un moteur de recherche. Une fois que vous savez ce qu’elle fait bien et où elle montre ses limites, vous pouvez vous en servir pour gagner du temps, apprendre de nouvelles choses et laisser parler votre créativité.`,
  },
];
