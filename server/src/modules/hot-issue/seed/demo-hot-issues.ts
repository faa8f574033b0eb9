// Seeds the demo hot issues once (own marker row): questions enterprises on the way to listing
// ask most, answered the way the listing office answers them. Two stay drafts, to show the flag.
import type { HotIssueCategory } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { hotIssues, siteSettings } from '../../../db/schema/index.ts';

const MARKER = 'seed.demo.hotIssues';

type DemoIssue = { category: HotIssueCategory; question: string; answer: string; published?: false };

const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('');

export const DEMO_HOT_ISSUES: readonly DemoIssue[] = [
  {
    category: 'ISSUANCE',
    question: '全面注册制下，企业首发上市需要满足哪些基本发行条件？',
    answer: p(
      '根据《首次公开发行股票注册管理办法》，发行条件包括四个方面：一是主体资格，依法设立且持续经营三年以上的股份有限公司，组织机构健全且运行良好；二是会计基础工作规范、内部控制有效，最近三年审计报告为无保留意见；三是业务完整，具有直接面向市场独立持续经营的能力；四是生产经营合法合规，相关主体不存在重大违法行为。',
      '此外还须满足拟上市板块的上市条件（市值及财务指标）和板块定位要求。',
    ),
  },
  {
    category: 'ISSUANCE',
    question: '主板、创业板、科创板、北交所的定位有什么区别，企业应如何选择？',
    answer: p(
      '主板服务业务模式成熟、经营业绩稳定、规模较大的行业代表性企业；创业板服务成长型创新创业企业；科创板服务符合国家战略、突破关键核心技术的“硬科技”企业；北交所服务创新型中小企业，重点支持“专精特新”企业。',
      '企业应结合所处行业、科创属性、盈利规模和成长性，在保荐机构协助下对照各板块定位和财务标准综合选择。',
    ),
  },
  {
    category: 'ISSUANCE',
    question: '尚未盈利的企业能否申请上市？',
    answer: p(
      '可以。科创板第二至第五套标准不以盈利为前提，其中第五套标准允许尚未形成收入、但主要业务或产品需经国家有关部门批准且已取得阶段性成果的企业上市，预计市值不低于40亿元。创业板第三套标准（预计市值不低于50亿元且最近一年营业收入不低于3亿元）也不要求盈利。',
    ),
  },
  {
    category: 'ISSUANCE',
    question: '北交所上市对新三板挂牌时间有什么要求？',
    answer: p(
      '发行人应当为在全国股转系统连续挂牌满12个月的创新层挂牌公司。企业可以先在基础层挂牌，满足条件后进入创新层，再申请向不特定合格投资者公开发行股票并在北交所上市。',
    ),
  },
  {
    category: 'REFORM',
    question: '有限责任公司整体变更为股份有限公司，持续经营时间能否连续计算？',
    answer: p(
      '可以。有限责任公司按原账面净资产值折股整体变更为股份有限公司的，持续经营时间可以从有限责任公司成立之日起计算。若以评估值调账折股，则视为新设股份公司，持续经营时间需重新计算。',
    ),
  },
  {
    category: 'REFORM',
    question: '股份制改造前需要做好哪些准备工作？',
    answer: p(
      '主要包括：选聘保荐机构、会计师事务所和律师事务所；梳理历史沿革，规范出资、股权转让中的瑕疵；清理与控股股东、实际控制人之间的资金占用和不规范关联交易；确定股改基准日并完成审计、评估；设计股权结构和治理结构，必要时实施股权激励。',
    ),
  },
  {
    category: 'REFORM',
    question: '股改时净资产折股有哪些注意事项？',
    answer: p(
      '折合的实收股本总额不得高于公司经审计的净资产额，净资产高于股本的部分计入资本公积。若改制基准日存在未分配利润为负的情况，应说明形成原因及对后续分红的影响。整体变更涉及未分配利润、盈余公积转增股本的，自然人股东存在个人所得税纳税义务，应依法缴纳或办理分期缴纳备案。',
    ),
  },
  {
    category: 'FINANCE',
    question: '报告期内存在财务内控不规范情形（如个人卡收付款、转贷），还能申报吗？',
    answer: p(
      '审核中关注的是整改是否彻底。企业应在申报前完成整改：停止使用个人账户收付款、清理转贷和无真实交易背景的票据融资，将相关收支纳入公司账户核算并依法纳税，建立健全资金管理制度。申报会计师应对整改后的内控有效性发表意见，整改后的内控制度应已合理、正常运行并持续有效。',
    ),
  },
  {
    category: 'FINANCE',
    question: '关联交易在审核中主要关注什么？',
    answer: p(
      '主要关注关联交易的必要性、合理性和公允性，是否存在通过关联交易调节收入利润或成本费用、对发行人或关联方进行利益输送的情形；关联交易是否影响发行人的经营独立性、是否构成对控股股东或实际控制人的依赖；以及关联交易的决策程序和信息披露是否完整。',
    ),
  },
  {
    category: 'FINANCE',
    question: '客户集中度较高会影响上市吗？',
    answer: p(
      '客户集中度高并不必然构成障碍。企业应充分说明集中的原因及合理性（如行业特性）、与主要客户合作的历史和稳定性、业务获取方式、是否存在重大不确定性风险，以及对单一客户是否构成重大依赖。对于来自单一客户收入占比超过50%的情形，审核会重点关注其持续经营能力。',
    ),
  },
  {
    category: 'TAX',
    question: '企业享受的税收优惠是否会影响上市？',
    answer: p(
      '依法取得的税收优惠（如高新技术企业15%所得税税率、研发费用加计扣除）不影响上市，但需在招股说明书中披露税收优惠的内容、依据和金额，并分析对经营成果的影响；若经营成果对税收优惠存在严重依赖，应作重大事项提示。地方政府给予的不符合法律规定的税收返还应当清理规范。',
    ),
  },
  {
    category: 'TAX',
    question: '报告期内存在补缴税款的情况，是否构成重大违法行为？',
    answer: p(
      '一般而言，因会计差错、政策理解偏差等原因主动补缴税款及滞纳金，未被税务机关处以罚款的，不构成重大违法行为。受到行政处罚的，需结合处罚金额、违法情节及税务机关出具的不属于重大违法行为的证明等综合判断。建议企业在申报前主动开展税务合规自查，并取得主管税务机关的合规证明。',
    ),
  },
  {
    category: 'TAX',
    question: '自然人股东在股改和股权激励中的个人所得税如何处理？',
    answer: p(
      '以未分配利润、盈余公积、资本公积（股本溢价除外）转增股本的，自然人股东应按“利息、股息、红利所得”缴纳个人所得税；符合条件的中小高新技术企业可申请在不超过5个公历年度内分期缴纳。员工股权激励可按规定申请递延纳税。相关纳税情况是审核关注事项，应在申报前完成规范。',
    ),
  },
  {
    category: 'LEGAL',
    question: '实际控制人如何认定？报告期内发生变更会有什么影响？',
    answer: p(
      '实际控制人的认定以对公司股东大会、董事会决议的实际支配或决定作用为依据，结合股权比例、一致行动协议、董事提名和高管任免等综合判断。主板要求最近三年、科创板和创业板要求最近二年实际控制人没有发生变更；发生变更的，通常需要运行满相应期限后方可申报。',
    ),
  },
  {
    category: 'LEGAL',
    question: '同业竞争问题应如何解决？',
    answer: p(
      '发行人与控股股东、实际控制人及其控制的其他企业之间不得存在对发行人构成重大不利影响的同业竞争。常见的解决方式包括：将竞争业务注入发行人、将竞争业务转让给无关联第三方、注销竞争企业、调整业务范围，并由控股股东、实际控制人出具避免同业竞争的承诺。',
    ),
  },
  {
    category: 'LEGAL',
    question: '企业土地房产存在权属瑕疵（如集体土地、无证房产），如何处理？',
    answer: p(
      '应区分瑕疵资产是否为生产经营所必需、面积占比及对经营的影响程度。可采取补办权证、搬迁至合规场所、取得主管部门不予处罚的证明等方式整改，并由控股股东、实际控制人承诺承担可能的损失。可与所在地上市办联系，通过平台绿色通道协调自然资源等部门办理。',
    ),
  },
  {
    category: 'LEGAL',
    question: '企业存在对赌协议，申报前需要清理吗？',
    answer: p(
      '原则上应在申报前清理。确需保留的，须同时满足：发行人不作为对赌协议当事人；对赌协议不存在可能导致公司控制权变化的约定；对赌协议与市值不挂钩；对赌协议不存在严重影响发行人持续经营能力或者其他严重影响投资者权益的情形。保荐机构和律师应核查并发表意见。',
    ),
  },
  {
    category: 'REVIEW',
    question: '交易所审核一般需要多长时间？',
    answer: p(
      '交易所原则上自受理之日起三个月内形成审核意见，发行人及其中介机构回复问询的时间不计算在内，回复总时限一般不超过三个月。审核通过后报送证监会，证监会在二十个工作日内作出是否予以注册的决定。',
    ),
  },
  {
    category: 'REVIEW',
    question: '审核问询通常有几轮，企业如何高质量回复？',
    answer: p(
      '问询轮次视问题复杂程度而定，一般为两到三轮。回复应直接回应问题，充分、准确、具体，避免答非所问或简单引用招股说明书；涉及中介机构核查的，需说明核查程序、比例和结论。对问询所涉事项涉及信息披露调整的，应同步修改招股说明书。',
    ),
  },
  {
    category: 'REVIEW',
    question: '现场检查和现场督导是怎么回事？',
    answer: p(
      '现场督导针对保荐机构等中介机构的执业质量，现场检查针对发行人信息披露质量，均可在审核过程中启动。被抽中或被列入检查范围的企业应积极配合，如实提供资料。检查发现重大问题的，可能终止审核并追究相关主体责任。',
    ),
    published: false,
  },
  {
    category: 'REVIEW',
    question: '撤回申请后多久可以重新申报？',
    answer: p(
      '交易所作出终止审核决定（包括因发行人撤回申请而终止）或者中国证监会作出不予注册决定的，自决定作出之日起六个月后，发行人方可再次提出发行上市申请。重新申报时应说明前次申报以来的整改情况和信息披露变化。',
    ),
    published: false,
  },
];

export async function seedDemoHotIssues(db: Database, now: Date): Promise<boolean> {
  const [marker] = await db.select().from(siteSettings).where(eq(siteSettings.key, MARKER));
  if (marker) return false;
  await db.transaction(async (tx) => {
    await tx.insert(hotIssues).values(
      DEMO_HOT_ISSUES.map((issue, i) => {
        const published = issue.published !== false;
        return {
          category: issue.category,
          question: issue.question,
          answer: issue.answer,
          sortOrder: (i + 1) * 10,
          published,
          // Published a day apart, the first most recently.
          publishedAt: published ? new Date(now.getTime() - i * 86_400_000) : null,
          viewCount: published ? 20 + ((i * 37) % 180) : 0,
          createdAt: now,
          updatedAt: now,
        };
      }),
    );
    await tx.insert(siteSettings).values({ key: MARKER, value: now.toISOString(), updatedAt: now });
  });
  return true;
}
