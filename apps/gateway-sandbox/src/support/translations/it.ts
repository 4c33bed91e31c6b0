import type { HelpTranslation } from './types.js';

/**
 * The help content in Italian (issue #29): the FAQ and the announcements of `../content.ts`,
 * written for Italian-speaking agents (formal «Lei»). Screens are named as the portal's Italian
 * menus and pages name them (`packages/i18n/src/locales/it.ts`, the features' `i18n/it.ts`);
 * amounts in dollars as the portal shows them in Italian (49,00 USD), US places and forms kept.
 */
export const HELP_IT: HelpTranslation = {
  faq: [
    {
      key: 'PAYMENTS',
      title: 'Pagamenti e fatture',
      questions: [
        [
          'Come funziona il ciclo di pagamento settimanale?',
          'Un ciclo di pagamento dura sette giorni, dal martedì al lunedì successivo. Tutto ciò che viene confermato in quella settimana – provvigioni, provvigioni di squadra e bonus – Le viene versato in un’unica soluzione con il pagamento che segue il ciclo.\n\nIn Report, Pagamenti trova ogni pagamento con il relativo ciclo e il suo stato. Nella pagina Report può scegliere qualsiasi ciclo di pagamento a partire da gennaio 2023.',
        ],
        [
          'Che cos’è la fattura di utilizzo del portale compagnie?',
          'È il canone mensile per gli strumenti della piattaforma delle compagnie che ogni collaboratore utilizza (49,00 USD al mese). I collaboratori abilitati ricevono inoltre una fattura mensile per la licenza CRM e una fattura annuale per l’assicurazione RC professionale (E&O).\n\nTutte queste fatture sono elencate in Il mio profilo, Transazioni ricorrenti, ciascuna con data, importo e stato: «In attesa», «Pagata» o «Non riuscita». Vengono addebitate sulla carta di pagamento registrata.',
        ],
        [
          'Perché il mio account è bloccato?',
          'Quando le due fatture più recenti di utilizzo del portale compagnie non sono andate a buon fine, il portale viene bloccato: ogni pagina La rimanda a Il mio profilo, Transazioni ricorrenti finché l’importo dovuto non viene pagato. Una sola fattura non riuscita non blocca l’account, ma compare come promemoria sul Suo cruscotto.\n\nVerifichi che la carta di pagamento sia valida, quindi scelga «Paga ora». Il pagamento viene confermato in pochi secondi e l’intero portale si riapre subito, senza bisogno di accedere di nuovo.',
        ],
        [
          'Perché il pagamento della mia fattura non è andato a buon fine?',
          'Nella maggior parte dei casi la carta è scaduta, è bloccata per i pagamenti online oppure è stato raggiunto il limite giornaliero fissato dalla banca. La fattura resta nello stato «Non riuscita» finché non viene pagata.\n\nSe necessario, sostituisca la carta in Il mio profilo, Carta di pagamento, poi paghi la fattura non riuscita da Transazioni ricorrenti. Se la banca autorizza l’addebito ma la fattura risulta ancora non riuscita, apra un ticket nella categoria «Pagamenti».',
        ],
        [
          'Come cambio la carta su cui vengono addebitate le fatture?',
          'Apra Il mio profilo, Carta di pagamento, rimuova la carta attuale e aggiunga quella nuova. Viene registrata una sola carta, e il numero della carta non arriva mai al portale: il fornitore di pagamenti lo sostituisce con un token.\n\nLa prossima fattura ricorrente sarà addebitata sulla nuova carta. Le fatture già non riuscite si pagano da Transazioni ricorrenti.',
        ],
        [
          'Come mi vengono pagate le provvigioni?',
          'Dopo ogni ciclo di pagamento, i pagamenti vengono accreditati con bonifico (direct deposit) sul conto bancario registrato in Il mio profilo, Conto bancario. Il numero di conto viene conservato in forma mascherata: sono visibili solo le ultime quattro cifre.\n\nPer cambiare conto, rimuova quello attuale e aggiunga quello nuovo. Il numero di routing viene verificato al salvataggio, quindi un numero digitato in modo errato viene rifiutato subito.',
        ],
      ],
    },
    {
      key: 'COMMISSIONS',
      title: 'Provvigioni e bonus',
      questions: [
        [
          'Qual è la differenza tra una provvigione e una provvigione di squadra?',
          'La provvigione (provvigione personale) Le spetta su una polizza emessa da Lei, all’aliquota provvigionale del relativo tipo di prodotto. La provvigione di squadra spetta alla Sua upline sulle polizze emesse nella propria downline: ne ricevono una ciascuno fino a tre livelli sopra l’agente che ha emesso la polizza.\n\nEntrambe compaiono in Report, Provvigioni; la colonna «Genere» le distingue («Personale» o «Di squadra»), e su ogni provvigione di squadra è indicato l’agente che ha emesso la polizza.',
        ],
        [
          'Che cos’è uno storno?',
          'Quando un cliente disdice una polizza o smette di pagare i premi nei primi mesi, la compagnia si riprende la provvigione che aveva anticipato. La riga compare come «Stornata» in Report, Provvigioni, e l’importo viene detratto dai Suoi guadagni nel ciclo di pagamento in cui lo storno viene registrato.\n\nLe provvigioni di squadra pagate su quella polizza vengono stornate allo stesso modo alla upline. Il modo migliore per evitare gli storni è assicurarsi che i Suoi clienti siano in regola con il pagamento dei premi.',
        ],
        [
          'Perché una provvigione è ancora in attesa?',
          'Una provvigione resta in attesa finché la compagnia non conferma il primo premio della polizza. La maggior parte viene confermata entro due cicli di pagamento e poi pagata con il pagamento successivo.\n\nSe una provvigione è in attesa da più di un mese, apra un ticket nella categoria «Provvigioni» indicando il numero di polizza: l’assistenza verificherà per Lei i dati della compagnia.',
        ],
        [
          'Come vengono calcolati i bonus?',
          'Esistono tre tipi di bonus. I bonus di produzione premiano i premi delle polizze che Lei emette in un ciclo di pagamento, i bonus di reclutamento premiano i nuovi collaboratori abilitati che porta nel team, e i bonus di persistenza premiano le polizze che restano in vigore.\n\nIn Report, Bonus trova ogni bonus con il relativo ciclo di pagamento e l’importo.',
        ],
        [
          'Che cosa serve per ottenere una promozione?',
          'Ogni grado superiore ad Associato prevede quattro requisiti: la licenza, la Sua produzione personale, il numero di reclute dirette abilitate e la produzione del Suo team. Per produzione si intendono i premi delle polizze emesse negli ultimi 52 cicli di pagamento, esclusi gli storni.\n\nLa pagina Richiedi promozione mostra a che punto è per ciascun requisito. Quando li soddisfa tutti può richiedere la promozione; a decidere è un agente della Sua upline di grado superiore.',
        ],
        [
          'Dove vedo quanto ho guadagnato in un ciclo di pagamento?',
          'La pagina Report mostra i Suoi guadagni per il ciclo di pagamento scelto, con la variazione rispetto al ciclo precedente. Le pagine Provvigioni, Bonus e Pagamenti del menu Report elencano le singole righe che compongono il totale.\n\nOgni report si può ordinare e sfogliare pagina per pagina, e il ciclo di pagamento scelto resta nell’indirizzo: può quindi salvarlo tra i preferiti.',
        ],
      ],
    },
    {
      key: 'LICENSING',
      title: 'Licenze',
      questions: [
        [
          'Che cosa può fare un collaboratore abilitato che gli altri non possono fare?',
          'I collaboratori abilitati vedono i propri clienti e le proprie polizze, la Panoramica attività e la pagina Richiedi promozione, e ricevono provvigioni sulle polizze che emettono.\n\nPer i collaboratori non abilitati queste voci del menu sono disattivate. Tutto il resto – team, moduli, report, aiuto e profilo – è aperto a tutti.',
        ],
        [
          'Come richiedo la licenza?',
          'Apra Il mio profilo e scelga «Richiedi licenza» nella sezione Licenza. Prima carichi il certificato di licenza in Documenti essenziali: la verifica parte da lì.\n\nLa sezione Licenza e il Suo cruscotto mostrano la richiesta come in attesa finché il back office non ha deciso.',
        ],
        [
          'Quanto dura la verifica di una licenza?',
          'La maggior parte delle richieste viene decisa entro cinque giorni lavorativi. Una richiesta con il certificato mancante o illeggibile resta ferma finché non viene caricato un nuovo file.\n\nSe la Sua richiesta è in attesa da più di due settimane, apra un ticket nella categoria «Licenze».',
        ],
        [
          'La mia licenza scade?',
          'Le licenze dei singoli Stati americani vanno rinnovate secondo le scadenze di ciascuno Stato, di solito ogni due anni, con crediti di formazione continua.\n\nCarichi il certificato rinnovato in Documenti essenziali prima che scada quello vecchio: così il Suo stato di conformità resta verde e i Suoi mandati con le compagnie restano attivi.',
        ],
        [
          'Ho cambiato Stato di residenza. Che cosa devo fare?',
          'Per prima cosa aggiorni l’indirizzo in Il mio profilo. Poi apra un ticket nella categoria «Licenze»: potrebbe servirLe una licenza da residente nel nuovo Stato e licenze da non residente negli Stati in cui ha ancora clienti.\n\nI mandati con le compagnie dipendono dalle licenze, quindi il back office li verifica insieme a Lei.',
        ],
        [
          'Come ottengo il mandato di una compagnia?',
          'I mandati (appointment) vengono richiesti dal back office non appena Lei ottiene la licenza negli Stati in cui opera la compagnia. La documentazione contrattuale (contracting packet) si trova in Moduli, Back office.\n\nInvii la documentazione compilata tramite un ticket nella categoria «Licenze»; a seconda della compagnia, il mandato richiede di solito da due a quattro settimane.',
        ],
      ],
    },
    {
      key: 'DOCUMENTS',
      title: 'Documenti essenziali',
      questions: [
        [
          'Quali documenti essenziali mi servono?',
          'Tre: il certificato di licenza, la polizza di assicurazione RC professionale (E&O, «errors and omissions») e un documento d’identità ufficiale. Ognuno deve essere valido: un documento scaduto conta come mancante.\n\nLa pagina Conformità mostra lo stato di ciascuno, con un link per sistemare tutto ciò che richiede la Sua attenzione.',
        ],
        [
          'Quali file posso caricare?',
          'File PDF, PNG o JPEG fino a 10 MB ciascuno. Il file deve essere davvero del tipo indicato dal nome: un file rinominato viene rifiutato.\n\nLe scansioni devono essere complete e leggibili. Le foto scattate a uno schermo vengono rifiutate dal team compliance.',
        ],
        [
          'Che cosa succede quando un documento scade?',
          'A partire da 30 giorni prima della data di scadenza, il documento viene indicato come «In scadenza» e sul Suo cruscotto compare un promemoria. In questo periodo Lei è ancora in regola.\n\nDopo la data di scadenza il documento risulta scaduto: Lei non è più in regola e la Sua upline lo vede tra i problemi del team. Per rimediare, carichi il documento rinnovato.',
        ],
        [
          'Perché il mio nuovo documento non viene ancora considerato?',
          'Dopo il caricamento, il team compliance classifica il documento in base al tipo (certificato di licenza, polizza E&O o documento d’identità) e registra la data di scadenza, di solito entro un giorno lavorativo.\n\nFino ad allora il file compare in Documenti essenziali, ma la pagina Conformità mostra ancora la situazione precedente.',
        ],
        [
          'Posso rimuovere un documento caricato per errore?',
          'Sì. Lo archivi in Il mio profilo, Documenti essenziali. I file archiviati vengono conservati agli atti, ma non contano più ai fini della conformità.\n\nSe ha archiviato l’unico documento valido di un certo tipo, lo carichi di nuovo.',
        ],
        [
          'Chi può vedere i miei documenti?',
          'I Suoi file possono essere aperti solo da Lei e dal team compliance. La Sua upline vede se un documento manca o è scaduto, mai il file stesso.\n\nI link ai documenti funzionano solo all’interno della Sua sessione personale: non li condivida.',
        ],
      ],
    },
    {
      key: 'PORTAL',
      title: 'Usare il portale',
      questions: [
        [
          'Come trovo rapidamente un cliente, un modulo o un ticket?',
          'Usi la ricerca nella barra in alto oppure prema Ctrl+K (Cmd+K su Mac). La ricerca scorre i Suoi clienti per nome o numero di polizza, il catalogo dei moduli e i Suoi ticket di assistenza.\n\nGli accenti non contano: «sofia» trova anche «Sofía».',
        ],
        [
          'Come cambio la lingua o il tema?',
          'Scelga la lingua dal menu delle lingue nella barra in alto; il portale è disponibile in inglese, spagnolo, francese, tedesco, italiano e russo.\n\nIl tema chiaro o scuro si sceglie in Impostazioni. Entrambe le scelte vengono memorizzate su questo dispositivo.',
        ],
        [
          'Perché la mia sessione è stata chiusa?',
          'Per la Sua sicurezza una sessione dura un’ora. Un minuto prima della scadenza il portale Le chiede se vuole restare connesso; se non risponde, la sessione viene chiusa.\n\nSe cambia la password in Impostazioni, la sessione viene chiusa su tutti gli altri dispositivi su cui aveva effettuato l’accesso.',
        ],
        [
          'Come seguo un ticket di assistenza?',
          'In Aiuto, Ticket di assistenza trova i Suoi ticket con il relativo stato. Apra un ticket per leggere le risposte e la cronologia degli stati, rispondere all’assistenza o chiuderlo.\n\nRiceve una notifica non appena l’assistenza risponde o cambia lo stato, e il Suo cruscotto Le ricorda quando l’assistenza attende una Sua risposta.',
        ],
        [
          'Che cosa mi segnalano le notifiche?',
          'La campanella nella barra in alto conta le notifiche che non ha ancora visto: pagamenti, risposte dell’assistenza, decisioni sulle promozioni e annunci dell’azienda. Arrivano in tempo reale finché la Sua sessione è aperta.\n\nUn clic su una notifica La porta alla pagina a cui si riferisce; la notifica viene quindi segnata come vista. La pagina Notifiche le elenca tutte.',
        ],
        [
          'Esiste un’app mobile?',
          'Il menu App mobile nella barra in alto rimanda alle app per iOS e Android quando sono disponibili nella Sua area.\n\nIl portale stesso funziona anche sullo smartphone: ogni pagina si adatta allo schermo senza scorrimento laterale.',
        ],
      ],
    },
  ],
  announcements: [
    {
      title: 'Calendario dei pagamenti durante le festività',
      body: 'Il ciclo di pagamento che si chiude lunedì 28 dicembre sarà pagato mercoledì 30 dicembre a causa della festività.\n\nLe provvigioni confermate dalle compagnie prima di giovedì 24 dicembre sono incluse come di consueto; quelle confermate dopo passano al pagamento successivo.',
    },
    {
      title: 'Nuovi piani Medicare Supplement di Harborview Life',
      body: 'Dal 1° dicembre Harborview Life offre il Plan G e il Plan N in altri dodici Stati.\n\nLe guide ai prodotti e i moduli di proposta si trovano in Moduli, Moduli di polizza. Gli agenti con mandato possono preparare subito i preventivi.',
    },
    {
      title: 'È aperto il periodo di rinnovo annuale della polizza E&O',
      body: 'Le polizze di assicurazione RC professionale (E&O) in scadenza prima di febbraio devono essere rinnovate e caricate in Il mio profilo, Documenti essenziali entro il 15 gennaio.\n\nLa pagina Conformità mostra lo stato della Sua polizza. Una polizza E&O scaduta sospende i Suoi mandati con le compagnie finché non viene registrata una polizza valida.',
    },
    {
      title: 'Manutenzione del portale nella notte tra sabato e domenica',
      body: 'Il portale non sarà disponibile domenica dalle ore 1:00 alle 3:00 (ora della costa orientale degli Stati Uniti) per manutenzione.\n\nI pagamenti e le fatture ricorrenti previsti per lunedì non subiranno variazioni.',
    },
    {
      title: 'Gara di produzione del quarto trimestre',
      body: 'Ogni agente che emette 25.000 USD di premi annui tra il 1° ottobre e il 31 dicembre si qualifica per il leadership summit di gennaio ad Austin.\n\nLa produzione viene calcolata in base al report delle provvigioni, esclusi gli storni. La classifica viene condivisa ogni venerdì dalla Sua upline.',
    },
    {
      title: 'Verifiche delle licenze più rapide',
      body: 'Le richieste di licenza vengono ora verificate entro cinque giorni lavorativi.\n\nCarichi il certificato di licenza in Documenti essenziali prima di presentare la richiesta: una richiesta senza certificato resta in attesa finché non ne viene registrato uno.',
    },
    {
      title: 'Nuova versione del modulo W-9',
      body: 'Da questo mese il back office utilizza la nuova versione del modulo fiscale statunitense W-9. Lo scarichi da Moduli, Back office e lo invii tramite un ticket di assistenza nella categoria «Pagamenti».\n\nI pagamenti non vengono sospesi mentre il nuovo modulo è in arrivo.',
    },
    {
      title: 'La gerarchia del team ad albero',
      body: 'Ora può consultare tutta la Sua downline come un albero in Il mio team, Gerarchia del team, e trovare qualsiasi agente per nome o codice.\n\nLa pagina Gerarchia superiore mostra gli agenti sopra di Lei, fino al vertice della gerarchia.',
    },
    {
      title: 'Pagare con la carta le fatture non riuscite',
      body: 'Le fatture ricorrenti non riuscite si possono ora pagare subito con la carta registrata, da Il mio profilo, Transazioni ricorrenti.\n\nSe le due fatture più recenti di utilizzo del portale compagnie non sono andate a buon fine, il loro pagamento sblocca immediatamente il portale.',
    },
    {
      title: 'Mandato con Summit Mutual',
      body: 'I collaboratori abilitati possono ora richiedere il mandato di Summit Mutual per i prodotti vita temporanea caso morte (term life) e vita intera (whole life).\n\nLa documentazione contrattuale si trova in Moduli, Back office. La invii compilata tramite un ticket nella categoria «Licenze».',
    },
    {
      title: 'Il portale in spagnolo e in russo',
      body: 'Il portale è ora disponibile anche in spagnolo e in russo, oltre che in inglese, francese, tedesco e italiano.\n\nScelga la Sua lingua dal menu nella barra in alto.',
    },
    {
      title: 'La pagina Conformità',
      body: 'La nuova pagina Conformità mostra a colpo d’occhio se la Sua licenza, i documenti essenziali e i pagamenti sono in regola, con un link per sistemare tutto ciò che richiede la Sua attenzione.',
    },
    {
      title: 'Da questo trimestre arriva il bonus di persistenza',
      body: 'Le polizze ancora in vigore tredici mesi dopo l’emissione danno ora diritto a un bonus di persistenza, pagato nel ciclo di pagamento del loro anniversario.\n\nI bonus compaiono in Report, Bonus.',
    },
    {
      title: 'Ricerca dei clienti per numero di polizza',
      body: 'La ricerca nella barra in alto trova ora i clienti anche per numero di polizza, oltre che per nome. Prema Ctrl+K (Cmd+K su Mac) per aprirla da qualsiasi pagina.',
    },
    {
      title: 'Benvenuti nel nuovo Portale Agenti',
      body: 'Il Suo profilo, i documenti, i guadagni e il team sono ora in un unico posto.\n\nCi dica che cosa ne pensa tramite Aiuto, Contattaci: ogni messaggio viene letto dal team che sviluppa il portale.',
    },
  ],
};
