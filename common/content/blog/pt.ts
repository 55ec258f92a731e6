import type { BlogPost } from "./types";

export const posts: BlogPost[] = [
  {
    id: "1",
    slug: "how-to-get-started-with-chatgpt",
    title: "Como começar a usar o ChatGPT: guia para iniciantes",
    excerpt:
      "Nunca usou um assistente de chat com IA? Aprenda a configurar o ChatGPT, escrever comandos claros, continuar a conversa para chegar à resposta certa e evitar erros comuns.",
    image: "/images/blog/chatgpt-getting-started.webp",
    imageAlt:
      "Ilustração abstrata de balões de conversa e um indicador de digitação sobre um fundo em degradê de anil para roxo",
    publishDate: "2025-01-14",
    readTime: "Leitura de 5 min",
    content: `O ChatGPT é um assistente de chat: você digita uma pergunta ou um pedido com as suas palavras e ele escreve uma resposta. Ele pode ajudar a escrever um e-mail, explicar um assunto complicado, planejar uma viagem, dar ideias de presente ou resumir um artigo longo. Você não precisa de nenhum conhecimento técnico. Se sabe mandar uma mensagem, sabe usar um assistente de chat.

Este guia acompanha seus primeiros passos com o ChatGPT. As mesmas ideias valem para outros assistentes de chat, como Claude, Gemini e Microsoft Copilot.

## Passo 1: crie uma conta

1. Abra o site oficial do ChatGPT no navegador ou baixe o app oficial do ChatGPT na loja de aplicativos do celular. Cuidado com apps falsos de nome parecido.
2. Escolha **Cadastrar-se** e crie uma conta com seu e-mail, ou entre com uma conta Google, Microsoft ou Apple que você já tenha.
3. Se pedirem, confirme seu e-mail e siga os passos rápidos de configuração.

Existe um plano gratuito, e ele é mais do que suficiente para aprender. Os planos pagos trazem recursos extras e limites de uso maiores, mas você não precisa de nenhum para começar.

## Passo 2: conheça a tela

A tela é simples quando você sabe o que está vendo:

- **A caixa de mensagem**, lá embaixo, é onde você digita. Aperte Enter ou o botão de enviar.
- **A área da conversa**, no meio, mostra suas mensagens e as respostas.
- **A barra lateral** guarda suas conversas anteriores para você voltar a elas depois. Escolha **Novo chat** para começar do zero um assunto novo.
- **Botões extras**, perto da caixa de mensagem, costumam permitir anexar um arquivo ou uma foto, ou falar em vez de digitar.
- **As configurações**, no ícone do seu perfil, servem para gerenciar seus dados, controlar o histórico de conversas e ajustar o jeito como o assistente responde.

Dentro de uma mesma conversa, o assistente lembra o que já foi dito, então você pode aproveitar as respostas anteriores e ir ajustando a partir delas. Já um chat novo começa do zero.

## Passo 3: escreva bons comandos

A mensagem que você envia se chama **comando** (ou prompt, em inglês). Quanto mais claro o comando, melhor a resposta. Um jeito fácil de lembrar o que incluir é pensar em quatro partes:

- **Papel:** quem você quer que o assistente seja, por exemplo “uma personal trainer simpática” ou “um professor de matemática paciente”.
- **Contexto:** as informações de que ele precisa, como quem você é, para quem é o resultado e quais são os limites.
- **Tarefa:** o que exatamente você quer que ele faça.
- **Formato:** como a resposta deve vir, por exemplo em lista, em um parágrafo curto, em tabela ou como um plano passo a passo.

Não é preciso usar as quatro partes sempre, mas uma ou duas já fazem muita diferença. Compare estes dois comandos:

- **Vago:** “Escreva sobre exercício.”
- **Claro:** “Você é uma personal trainer simpática. Tenho 45 anos, passo o dia sentado no escritório e nunca me exercitei com regularidade. Sugira um treino de 15 minutos que eu possa fazer em casa sem equipamentos. Apresente em uma lista numerada, com uma frase para cada exercício.”

O segundo comando tem as quatro partes, então a resposta vai ser muito mais útil.

## Exemplos de comandos para testar

Copie qualquer um, troque os detalhes para a sua realidade e veja o que acontece:

1. **Escrever um e-mail:** “Me ajude a escrever um e-mail educado para o proprietário do apartamento perguntando quando o chuveiro quebrado vai ser consertado. Menos de 100 palavras, simpático mas firme.”
2. **Entender um assunto:** “Explique como funciona o score de crédito como se eu não soubesse nada sobre o assunto. Use um exemplo simples do dia a dia e evite termos técnicos.”
3. **Planejar uma refeição:** “Tenho frango, arroz, espinafre e alho. Sugira três jantares fáceis que fiquem prontos em menos de 30 minutos, com passos curtos.”
4. **Planejar uma viagem:** “Vou passar um fim de semana no Rio de Janeiro com duas crianças de 8 e 11 anos. Sugira um roteiro tranquilo de dois dias, com opções cobertas caso chova.”
5. **Aprender algo novo:** “Faça o papel de um professor de espanhol paciente. Me ensine dez frases úteis para pedir comida em um restaurante, com uma dica simples de pronúncia para cada uma.”
6. **Ter ideias:** “Me dê dez ideias de presentes baratos para uma colega de trabalho que adora jardinagem e café.”
7. **Resumir:** “Resuma o artigo abaixo em cinco tópicos para um leitor com pressa” e depois cole o texto.

## Continue a conversa

A primeira resposta raramente é a final. A grande vantagem de um assistente de chat é que você pode continuar conversando com ele. Experimente responder com mensagens como estas:

- “Deixe mais curto.”
- “Use um tom mais descontraído.”
- “Explique melhor o passo 3.”
- “Me dê mais cinco opções.”
- “Por que você sugeriu isso?”
- “Agora transforme isso em uma lista de tarefas.”

Se a resposta não for o que você queria, diga o que está errado, por exemplo: “Ficou formal demais. Estou escrevendo para um amigo próximo.” Não precisa começar de novo.

## Conheça os limites

Os assistentes de chat impressionam, mas não são perfeitos. Tenha em mente:

- **Ele pode errar.** Às vezes o ChatGPT afirma fatos errados com total confiança e pode até inventar fontes, citações ou estatísticas. Isso costuma ser chamado de “alucinação”.
- **Confira os fatos importantes.** Quando o assunto for sério, como saúde, dinheiro, questões jurídicas ou trabalhos da escola, confirme a resposta em fontes confiáveis ou com um profissional.
- **O conhecimento dele tem limites.** Ele pode não saber de acontecimentos recentes se não puder pesquisar na web e pode entender errado perguntas fora do comum.
- **Não cole dados pessoais.** Evite compartilhar senhas, dados bancários, números de documentos, informações médicas ou documentos sigilosos do trabalho. Veja nas configurações como suas conversas são guardadas e usadas.
- **Ele não entende você de verdade.** Ele produz textos que soam convincentes com base em padrões que aprendeu. Não tem experiência pessoal e não substitui o bom senso humano.

## Dicas para resultados melhores

- **Seja específico.** Inclua nomes, números, público e tamanho sempre que puder.
- **Dê exemplos.** Se quiser um estilo específico, cole um trecho curto e diga “escreva assim”.
- **Peça por etapas.** Em problemas complicados, pedir que ele “vá passo a passo” ou “explique o raciocínio” costuma gerar respostas mais claras.
- **Deixe que ele pergunte.** Tente acrescentar: “Antes de responder, me pergunte o que precisar saber.” Isso ajuda a completar os detalhes que faltam.
- **Experimente.** Não existe jeito errado de perguntar. Se uma forma não funcionar, reescreva e tente de novo.

## Seu próximo passo

O melhor jeito de aprender é testando. Escolha uma tarefa pequena e real do seu dia a dia, como um e-mail que você vem adiando ou uma ideia para o jantar de hoje, e peça ajuda ao ChatGPT. Depois continue a conversa com um ou dois pedidos para melhorar a resposta. Em poucos minutos você vai ver quanto tempo um assistente de chat pode economizar e vai se sentir à vontade para explorar outras ferramentas de IA.`,
  },
  {
    id: "2",
    slug: "what-is-ai-demystifying-artificial-intelligence",
    title: "O que é IA? Inteligência artificial sem mistério",
    excerpt:
      "Uma introdução simples à inteligência artificial: o que ela é, como aprende, onde você já a encontra e como começar a explorá-la por conta própria.",
    image: "/images/blog/what-is-ai.webp",
    imageAlt: "Ilustração abstrata de pontos luminosos conectados formando uma rede parecida com um cérebro",
    publishDate: "2025-01-14",
    readTime: "Leitura de 4 min",
    content: `Inteligência artificial, ou IA, pode parecer coisa de ficção científica: robôs que falam, máquinas que pensam, computadores dominando o mundo. A realidade é bem mais pé no chão. Provavelmente você já usou IA várias vezes hoje sem perceber. Este guia explica em palavras simples o que é IA, como ela funciona e como você pode começar a usá-la.

## O que é IA, em palavras simples?

**Inteligência artificial** é a tecnologia que permite aos computadores fazer tarefas que normalmente exigem inteligência humana, como entender linguagem, reconhecer imagens, fazer previsões ou tomar decisões.

Um software tradicional segue regras exatas escritas por um programador: “se acontecer isto, faça aquilo”. A maior parte da IA moderna funciona de outro jeito. Em vez de depender só de regras escritas à mão, ela **aprende padrões a partir de exemplos**. Por isso ela se sai bem em tarefas do mundo real, cheias de exceções, em que seria impossível escrever uma regra para cada caso, como diferenciar um gato de um cachorro em uma foto.

## Como as máquinas aprendem com exemplos

A maior parte da IA de hoje é construída com **aprendizado de máquina**. Veja a ideia básica, usando um filtro de spam como exemplo:

1. **Reunir exemplos.** Junte milhares de e-mails que as pessoas já marcaram como “spam” ou “não é spam”.
2. **Treinar o modelo.** O computador estuda os exemplos e encontra padrões, como certas palavras, links suspeitos ou remetentes estranhos que aparecem muito no spam. O resultado desse aprendizado se chama **modelo**.
3. **Testar.** Veja como ele se sai com e-mails que nunca viu.
4. **Usar e melhorar.** Coloque o filtro para trabalhar em caixas de entrada reais. Quando as pessoas marcam mensagens como spam, esse retorno ajuda a melhorá-lo com o tempo.

Pense em como uma criança aprende o que é um cachorro. Ninguém dá a ela uma definição exata. Ela vê muitos cachorros, ouve a palavra “cachorro” e, aos poucos, aprende a reconhecer um sozinha. O aprendizado de máquina funciona de um jeito parecido, só que normalmente precisa de muito mais exemplos do que uma criança.

Assistentes de chat como o ChatGPT são treinados com quantidades enormes de texto. Eles aprendem tão bem os padrões da linguagem que conseguem prever quais palavras devem vir a seguir. É assim que eles escrevem respostas, resumos e histórias.

## A IA que você já usa todo dia

A IA está discretamente presente em muitas ferramentas que você conhece:

- **O teclado do celular** sugere a próxima palavra e corrige erros de digitação enquanto você escreve.
- **Os apps de mapas** preveem o trânsito e sugerem o caminho mais rápido.
- **As recomendações** de serviços de streaming, música e compras tentam adivinhar do que você vai gostar, com base no que você e pessoas de gosto parecido curtiram.
- **Os filtros de spam** mantêm a maior parte das mensagens indesejadas longe da sua caixa de entrada.
- **Os assistentes de voz** transformam o que você fala em texto e atendem pedidos como “coloque um timer de dez minutos”.
- **A busca de fotos** permite digitar “praia” ou “cachorro” na galeria e encontrar as imagens certas, mesmo que você nunca tenha marcado nenhuma.

## IA restrita e IA geral

Toda a IA que existe hoje é **IA restrita** (também chamada de “IA fraca”): cada sistema é feito para um tipo específico de tarefa. Um programa de xadrez pode vencer campeões mundiais, mas não sabe dirigir. Um app de tradução não consegue recomendar um filme. Até os assistentes de chat, que parecem saber um pouco de tudo, continuam sendo ferramentas com limitações importantes.

A **IA geral**, muitas vezes chamada de AGI (sigla em inglês para artificial general intelligence), seria um sistema capaz de aprender e raciocinar sobre praticamente qualquer tarefa com a flexibilidade de uma pessoa. Ela ainda não existe, e os especialistas discordam sobre quando, ou mesmo se, ela vai surgir. Ter essa diferença em mente ajuda a ler as manchetes sensacionalistas com calma.

## O que a IA não consegue fazer

A IA é poderosa, mas tem limites reais:

- **Ela não entende de verdade.** A IA encontra padrões nos dados. Não tem sentimentos, crenças nem experiência de vida.
- **Ela pode errar com a maior convicção.** Assistentes de chat às vezes inventam fatos que parecem convincentes, então sempre confira o que for importante.
- **Ela pode reproduzir nossos vieses.** Se os exemplos de treinamento forem injustos ou tendenciosos, os resultados também podem ser.
- **Ela não tem bom senso.** A IA pode tropeçar em situações que qualquer pessoa acharia óbvias, principalmente nas incomuns.
- **Ela não substitui o discernimento humano.** Quando o assunto é saúde, dinheiro, questões jurídicas ou pessoas, a palavra final ainda deve ser de um ser humano atento.

## Como começar a usar IA

O melhor jeito de entender a IA é experimentar. Aqui vão três pontos de partida fáceis:

1. **Teste um assistente de chat.** Ferramentas como ChatGPT, Claude ou Gemini respondem perguntas, explicam assuntos e ajudam você a escrever. Comece com algo simples, como “Explique a fotossíntese como se eu tivesse dez anos” ou “Me ajude a escrever uma mensagem de aniversário para minha tia”.
2. **Brinque com uma ferramenta de imagens.** Os geradores de imagens com IA criam figuras a partir de uma descrição curta. Digite algo como “uma cabana aconchegante em uma floresta coberta de neve, estilo aquarela” e veja o que aparece.
3. **Use um app de anotações com IA.** Essas ferramentas transformam uma reunião ou aula em texto e fazem um resumo curto com as próximas tarefas, para você se concentrar em ouvir. Sempre avise as pessoas antes de gravar.

Comece aos poucos, mantenha a curiosidade e uma boa dose de desconfiança. A IA é uma ferramenta, como uma calculadora ou um buscador. Quando você entende no que ela é boa e onde falha, pode usá-la para economizar tempo, aprender coisas novas e soltar a criatividade.`,
  },
];
