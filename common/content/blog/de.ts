import type { BlogPost } from "./types";

export const posts: BlogPost[] = [
  {
    id: "1",
    slug: "how-to-get-started-with-chatgpt",
    title: "Erste Schritte mit ChatGPT: So gelingt der Einstieg",
    excerpt:
      "Neu bei KI-Chat-Assistenten? So richtest du ChatGPT ein, schreibst klare Prompts, hakst gezielt nach und vermeidest typische Fehler.",
    image: "/images/blog/chatgpt-getting-started.webp",
    imageAlt: "Abstrakte Illustration von Chat-Sprechblasen und einer Tippanzeige auf indigo-violettem Hintergrund",
    publishDate: "2025-01-14",
    readTime: "5 Min. Lesezeit",
    content: `ChatGPT ist ein Chat-Assistent: Du tippst eine Frage oder Bitte in ganz normaler Sprache ein, und er schreibt eine Antwort. Er kann dir eine E-Mail entwerfen, ein kompliziertes Thema erklären, bei der Reiseplanung helfen, Geschenkideen sammeln oder einen langen Artikel zusammenfassen. Technisches Wissen brauchst du nicht. Wenn du auf dem Handy Nachrichten schreiben kannst, kannst du auch einen Chat-Assistenten nutzen.

Diese Anleitung begleitet dich bei deinen ersten Schritten mit ChatGPT. Dieselben Tipps funktionieren auch bei anderen Chat-Assistenten wie Claude, Gemini oder Microsoft Copilot.

## Schritt 1: Ein Konto anlegen

1. Öffne die offizielle ChatGPT-Website im Browser oder lade die offizielle ChatGPT-App aus dem App-Store deines Handys. Vorsicht vor Nachahmer-Apps mit ähnlichem Namen.
2. Wähle **Registrieren** und lege ein Konto mit deiner E-Mail-Adresse an – oder melde dich mit einem bestehenden Google-, Microsoft- oder Apple-Konto an.
3. Bestätige bei Bedarf deine E-Mail-Adresse und folge den kurzen Einrichtungsschritten.

Es gibt einen kostenlosen Tarif, und der reicht zum Lernen völlig aus. Bezahlte Tarife bieten zusätzliche Funktionen und höhere Nutzungsgrenzen, für den Einstieg brauchst du sie aber nicht.

## Schritt 2: Die Oberfläche kennenlernen

Sobald du weißt, was wo zu finden ist, ist alles ganz einfach:

- Ins **Eingabefeld** unten tippst du deine Nachricht. Mit Enter oder dem Senden-Button schickst du sie ab.
- **Der Gesprächsbereich** in der Mitte zeigt deine Nachrichten und die Antworten.
- **Die Seitenleiste** listet deine bisherigen Chats auf, damit du später zu ihnen zurückkehren kannst. Mit **Neuer Chat** beginnst du ein Gespräch zu einem anderen Thema.
- Über **weitere Buttons** neben dem Eingabefeld kannst du oft eine Datei oder ein Foto anhängen oder sprechen, statt zu tippen.
- In den **Einstellungen** unter deinem Profilsymbol verwaltest du deine Daten und den Chatverlauf und legst fest, wie der Assistent antwortet.

Jeder Chat merkt sich, was vorher im Gespräch gesagt wurde. So kannst du auf früheren Antworten aufbauen. Ein neuer Chat beginnt dagegen bei null.

## Schritt 3: Gute Prompts schreiben

Die Nachricht, die du schickst, nennt man **Prompt**. Je klarer dein Prompt, desto besser die Antwort. Eine einfache Eselsbrücke sind vier Bausteine:

- **Rolle:** Wen der Assistent spielen soll, zum Beispiel „eine freundliche Personal Trainerin“ oder „ein geduldiger Mathe-Nachhilfelehrer“.
- **Kontext:** Der Hintergrund, den er braucht – wer du bist, für wen das Ergebnis ist und welche Grenzen es gibt.
- **Aufgabe:** Was genau er tun soll.
- **Format:** Wie die Antwort aussehen soll, etwa als Stichpunktliste, kurzer Absatz, Tabelle oder Schritt-für-Schritt-Plan.

Du brauchst nicht jedes Mal alle vier, aber schon ein oder zwei davon machen einen großen Unterschied. Vergleiche diese beiden Prompts:

- **Vage:** „Schreib was über Sport.“
- **Klar:** „Du bist eine freundliche Personal Trainerin. Ich bin 45, sitze den ganzen Tag am Schreibtisch und habe nie regelmäßig trainiert. Schlag mir ein 15-minütiges Programm für zu Hause ohne Geräte vor. Gib es als nummerierte Liste aus, mit einem Satz pro Übung.“

Der zweite Prompt enthält alle vier Bausteine – die Antwort wird deutlich nützlicher.

## Beispiel-Prompts zum Ausprobieren

Kopier einen davon, pass die Details an dein Leben an und schau, was passiert:

1. **E-Mail schreiben:** „Hilf mir, eine höfliche E-Mail an meine Hausverwaltung zu schreiben, in der ich frage, wann die kaputte Heizung repariert wird. Höchstens 100 Wörter, freundlich, aber bestimmt.“
2. **Etwas erklären:** „Erklär mir, wie der Schufa-Score funktioniert, als hätte ich noch nie davon gehört. Nutze ein einfaches Alltagsbeispiel und verzichte auf Fachbegriffe.“
3. **Essen planen:** „Ich habe Hähnchen, Reis, Spinat und Knoblauch. Schlag drei einfache Abendessen vor, die in höchstens 30 Minuten fertig sind, mit kurzen Schritt-für-Schritt-Anleitungen.“
4. **Reise planen:** „Ich fahre mit zwei Kindern (8 und 11 Jahre) für ein Wochenende nach München. Schlag einen entspannten Plan für zwei Tage vor, mit Alternativen für drinnen, falls es regnet.“
5. **Etwas lernen:** „Sei meine geduldige Spanischlehrerin. Bring mir zehn nützliche Sätze zum Bestellen im Restaurant bei, jeweils mit einer einfachen Aussprachehilfe.“
6. **Ideen sammeln:** „Gib mir zehn günstige Geschenkideen für eine Kollegin, die Gärtnern und Kaffee liebt.“
7. **Zusammenfassen:** „Fass den folgenden Artikel in fünf Stichpunkten zusammen, damit ich ihn in einer Minute erfasse“ – und dann den Text einfügen.

## Im Gespräch bleiben

Die erste Antwort ist selten die endgültige. Die eigentliche Stärke eines Chat-Assistenten liegt darin, dass du weiter mit ihm reden kannst. Hak einfach nach, zum Beispiel so:

- „Mach es kürzer.“
- „Schreib es lockerer.“
- „Erklär Schritt 3 genauer.“
- „Gib mir fünf weitere Vorschläge.“
- „Warum hast du das vorgeschlagen?“
- „Mach jetzt eine Checkliste daraus.“

Wenn eine Antwort danebenliegt, sag einfach, was nicht passt, zum Beispiel: „Das ist zu förmlich. Ich schreibe einem guten Freund.“ Du musst nicht von vorn anfangen.

## Die Grenzen kennen

Ein Chat-Assistent ist beeindruckend, aber nicht perfekt. Behalte diese Punkte im Hinterkopf:

- **Er kann falschliegen.** ChatGPT stellt manchmal mit voller Überzeugung falsche Behauptungen auf und erfindet sogar Quellen, Zitate oder Zahlen. Man spricht dann oft von „Halluzinationen“.
- **Prüf wichtige Fakten.** Wenn es darauf ankommt – bei Gesundheit, Geld, Rechtsfragen oder Schulaufgaben –, gleich die Antwort mit verlässlichen Quellen ab oder frag eine Fachperson.
- **Sein Wissen hat Grenzen.** Über aktuelle Ereignisse weiß er womöglich nichts, wenn er nicht im Web suchen kann, und ungewöhnliche Fragen kann er missverstehen.
- **Füge keine privaten Daten ein.** Teile keine Passwörter, Bankdaten, Ausweisnummern, Gesundheitsdaten oder vertraulichen Arbeitsdokumente. Sieh in den Einstellungen nach, wie deine Gespräche gespeichert und genutzt werden.
- **Er versteht dich nicht wirklich.** Er erzeugt plausibel klingende Texte auf Grundlage gelernter Muster. Er hat keine eigenen Erfahrungen und ersetzt nicht dein eigenes Urteilsvermögen.

## Tipps für bessere Ergebnisse

- **Sei konkret.** Nenne Namen, Zahlen, Zielgruppe und Länge, wo immer es geht.
- **Gib Beispiele.** Wenn du einen bestimmten Stil willst, füge ein kurzes Beispiel ein und sag dazu: „Schreib es in diesem Stil.“
- **Bitte um Schritte.** Bei kniffligen Fragen führt „Geh Schritt für Schritt vor“ oder „Erklär deinen Gedankengang“ oft zu klareren Antworten.
- **Lass dich fragen.** Ergänze zum Beispiel: „Bevor du antwortest, stell mir alle Rückfragen, die du hast.“ So bekommt er die Details, die ihm noch fehlen.
- **Probier herum.** Beim Fragen kannst du nichts falsch machen. Wenn eine Frage nicht zum Ziel führt, formulier sie anders und versuch es noch einmal.

## Dein nächster Schritt

Am besten lernst du, indem du es ausprobierst. Nimm dir eine kleine, echte Aufgabe aus deinem Alltag vor – etwa eine E-Mail, die du vor dir herschiebst, oder eine Idee fürs Abendessen – und bitte ChatGPT um Hilfe. Hak dann ein- oder zweimal nach, um die Antwort zu verbessern. In wenigen Minuten siehst du, wie viel Zeit dir ein Chat-Assistent sparen kann, und kannst mit gutem Gefühl weitere KI-Tools entdecken.`,
  },
  {
    id: "2",
    slug: "what-is-ai-demystifying-artificial-intelligence",
    title: "Was ist KI? Künstliche Intelligenz einfach erklärt",
    excerpt:
      "Eine verständliche Einführung in künstliche Intelligenz: was sie ist, wie sie lernt, wo du sie schon nutzt und wie du selbst einsteigst.",
    image: "/images/blog/what-is-ai.webp",
    imageAlt: "Abstrakte Illustration leuchtender, verbundener Knoten, die ein gehirnähnliches Netz bilden",
    publishDate: "2025-01-14",
    readTime: "4 Min. Lesezeit",
    content: `Künstliche Intelligenz, kurz KI, klingt oft nach Science-Fiction: sprechende Roboter, denkende Maschinen, Computer, die die Welt übernehmen. Die Wirklichkeit ist viel bodenständiger. Wahrscheinlich hast du heute schon mehrmals KI genutzt, ohne es zu merken. Diese Anleitung erklärt in einfachen Worten, was KI ist, wie sie funktioniert und wie du sie selbst nutzen kannst.

## Was ist KI – einfach gesagt?

**Künstliche Intelligenz** ist Technik, mit der Computer Aufgaben erledigen, für die normalerweise menschliche Intelligenz nötig ist: Sprache verstehen, Bilder erkennen, Vorhersagen treffen oder Entscheidungen fällen.

Klassische Software folgt genauen Regeln, die vorher jemand festgelegt hat: „Wenn das passiert, tu dies.“ Die meisten modernen KI-Systeme arbeiten anders. Statt sich nur auf fest vorgegebene Regeln zu verlassen, **lernen sie Muster aus Beispielen**. Deshalb kommen sie gut mit unübersichtlichen Alltagsaufgaben zurecht, bei denen man unmöglich jede Regel von Hand aufschreiben könnte – etwa, eine Katze von einem Hund auf einem Foto zu unterscheiden.

## Wie Maschinen aus Beispielen lernen

Die meisten KI-Systeme von heute beruhen auf **maschinellem Lernen**. Hier die Grundidee am Beispiel eines Spamfilters:

1. **Beispiele sammeln.** Man sammelt Tausende E-Mails, die Menschen bereits als „Spam“ oder „kein Spam“ markiert haben.
2. **Das Modell trainieren.** Der Computer untersucht die Beispiele und findet Muster, etwa bestimmte Wörter, verdächtige Links oder ungewöhnliche Absenderadressen, die in Spam häufig vorkommen. Was er dabei lernt, nennt man **Modell**.
3. **Testen.** Man prüft, wie gut das Modell mit E-Mails zurechtkommt, die es noch nie gesehen hat.
4. **Einsetzen und verbessern.** Der Filter kommt in echten Postfächern zum Einsatz. Wenn Menschen Nachrichten als Spam markieren, hilft diese Rückmeldung, ihn mit der Zeit zu verbessern.

Stell dir vor, wie ein Kind lernt, was ein Hund ist. Niemand gibt ihm eine genaue Definition. Es sieht viele Hunde, hört das Wort „Hund“ und lernt nach und nach, selbst einen zu erkennen. Maschinelles Lernen funktioniert ähnlich – braucht aber meist viel mehr Beispiele als ein Kind.

Chat-Assistenten wie ChatGPT werden mit riesigen Textmengen trainiert. Sie lernen die Muster der Sprache so gut, dass sie vorhersagen können, welche Wörter als Nächstes kommen sollten. So schreiben sie Antworten, Zusammenfassungen und Geschichten.

## KI, die du schon jeden Tag nutzt

KI steckt unauffällig in vielen Apps und Diensten, die du kennst:

- **Handy-Tastaturen** schlagen das nächste Wort vor und korrigieren Tippfehler.
- **Navigations-Apps** sagen den Verkehr voraus und schlagen die schnellste Route vor.
- **Empfehlungen** bei Streaming-, Musik- und Shopping-Diensten schätzen ab, was dir als Nächstes gefallen könnte – je nachdem, was du und Menschen mit ähnlichem Geschmack mochten.
- **Spamfilter** halten den meisten Werbemüll aus deinem Postfach fern.
- **Sprachassistenten** verwandeln Gesprochenes in Text und reagieren auf Bitten wie „Stell einen Timer auf zehn Minuten“.
- **Die Fotosuche** findet Bilder, wenn du in deiner Foto-App „Strand“ oder „Hund“ eintippst – auch wenn du sie nie beschriftet hast.

## Schwache KI und starke KI

Alle heute existierenden KI-Systeme sind **schwache KI** (auch „enge KI“ genannt). Jedes System ist für eine bestimmte Art von Aufgabe gebaut. Ein Schachprogramm schlägt selbst die Weltspitze, kann aber kein Auto fahren. Eine Übersetzungs-App kann dir keinen Film empfehlen. Selbst Chat-Assistenten, die scheinbar über alles ein bisschen wissen, sind Werkzeuge mit echten Lücken.

**Starke KI**, auch allgemeine KI oder AGI genannt (englisch: artificial general intelligence), wäre ein System, das fast jede Aufgabe so flexibel lernen und durchdenken kann wie ein Mensch. So etwas gibt es noch nicht, und Fachleute sind sich uneins, wann – oder ob überhaupt – es sie geben wird. Wer diesen Unterschied kennt, liest reißerische Schlagzeilen gelassener.

## Was KI nicht kann

KI ist leistungsfähig, hat aber echte Grenzen:

- **Sie versteht nicht wirklich.** KI findet Muster in Daten. Sie hat keine Gefühle, Überzeugungen oder Lebenserfahrung.
- **Sie kann sich irren und dabei sehr sicher klingen.** Chat-Assistenten erfinden manchmal Fakten, die glaubwürdig wirken – prüf also alles Wichtige nach.
- **Sie kann unsere Vorurteile übernehmen.** Sind die Trainingsbeispiele unfair oder einseitig, können es auch die Ergebnisse sein.
- **Ihr fehlt der gesunde Menschenverstand.** KI kann an Dingen scheitern, die für jeden Menschen selbstverständlich sind – vor allem in ungewöhnlichen Situationen.
- **Sie ersetzt nicht dein eigenes Urteil.** Bei Entscheidungen über Gesundheit, Geld, Recht oder andere Menschen sollte weiterhin jemand das letzte Wort haben, der umsichtig abwägt.

## So steigst du selbst ein

KI verstehst du am besten, indem du sie ausprobierst. Hier sind drei einfache Einstiege:

1. **Probier einen Chat-Assistenten aus.** Tools wie ChatGPT, Claude oder Gemini beantworten Fragen, erklären Themen und helfen beim Schreiben. Fang mit etwas Einfachem an, etwa „Erklär mir Photosynthese, als wäre ich zehn“ oder „Hilf mir bei einem Geburtstagsgruß für meine Tante“.
2. **Experimentier mit einem Bild-Tool.** KI-Bildgeneratoren erstellen Bilder aus einer kurzen Beschreibung. Tipp etwas wie „eine gemütliche Hütte im verschneiten Wald, Aquarellstil“ ein und schau, was erscheint.
3. **Nutze einen KI-Notizassistenten.** Diese Tools schreiben ein Meeting oder eine Vorlesung mit und erstellen eine kurze Zusammenfassung mit Aufgaben, damit du dich aufs Zuhören konzentrieren kannst. Sag anderen immer Bescheid, bevor du sie aufnimmst.

Fang klein an, bleib neugierig und behalte eine gesunde Portion Skepsis. KI ist ein Werkzeug, wie ein Taschenrechner oder eine Suchmaschine. Wenn du verstehst, was sie gut kann und wo sie an Grenzen stößt, kannst du mit ihr Zeit sparen, Neues lernen und kreativ werden.`,
  },
];
