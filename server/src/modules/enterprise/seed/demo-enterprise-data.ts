// The demo profiles: three enterprises (a golden seed in the county, an ordinary reserve enterprise
// and one outside the pool in the city) and five institutions of the institution library.
import type { EnterpriseProfileInput, InstitutionProfileInput } from '@portal/contract';
import type { orgs } from '../../../db/schema/index.ts';

type Org = typeof orgs.$inferSelect;
type Engaged = (account: string) => { id: string; name: string };

const base = (org: Org) => ({ name: org.name, creditCode: org.creditCode!, regionCode: org.regionCode! });

export const demoEnterpriseProfiles: Record<string, (org: Org, engaged: Engaged) => EnterpriseProfileInput> =
  {
    'ent-gold': (org, engaged) => ({
      basic: {
        ...base(org),
        legalRepresentative: '周海涛',
        registeredCapital: '12000',
        foundedOn: '2012-05-18',
        address: '经济技术开发区智造大道 88 号',
        industryCodePath: 'C/34',
        strategicIndustryCode: '2.1',
        mainBusiness: '工业机器人、智能物流装备及数字化车间整体解决方案的研发、生产与销售。',
        employees: 860,
        website: 'https://www.tianheng-im.example',
      },
      listingPlan: {
        targetBoard: 'STAR',
        stage: 'TUTORING',
        plannedReformDate: '2024-06-30',
        plannedFilingDate: '2026-09-30',
        plannedListingDate: '2027-06-30',
      },
      financials: [
        {
          year: 2025,
          revenue: '68500',
          netProfit: '9200',
          netProfitDeducted: '8650',
          rdExpense: '6120',
          operatingCashFlow: '7400',
          totalAssets: '152000',
          netAssets: '88600',
        },
        {
          year: 2024,
          revenue: '54200',
          netProfit: '7100',
          netProfitDeducted: '6800',
          rdExpense: '4980',
          operatingCashFlow: '5600',
          totalAssets: '131000',
          netAssets: '76300',
        },
        {
          year: 2023,
          revenue: '41800',
          netProfit: '5200',
          netProfitDeducted: '4900',
          rdExpense: '3860',
          operatingCashFlow: '3900',
          totalAssets: '109500',
          netAssets: '65100',
        },
      ],
      contacts: [
        { name: '周海涛', position: '董事会秘书', mobile: '13800000006', email: 'ir@tianheng-im.example' },
      ],
      institutions: {
        broker: engaged('broker'),
        lawFirm: engaged('lawfirm'),
        accountingFirm: engaged('accountant'),
      },
    }),
    'ent-normal': (org, engaged) => ({
      basic: {
        ...base(org),
        legalRepresentative: '吴雪梅',
        registeredCapital: '5000',
        foundedOn: '2015-11-02',
        address: '高新区新材料产业园 6 栋',
        industryCodePath: 'C/26',
        strategicIndustryCode: '3.3',
        mainBusiness: '高性能电子化学品与锂电池电解液添加剂的研发和生产。',
        employees: 320,
      },
      listingPlan: { targetBoard: 'CHINEXT', stage: 'SHAREHOLDING_REFORM', plannedFilingDate: '2027-12-31' },
      financials: [
        {
          year: 2025,
          revenue: '21800',
          netProfit: '2650',
          netProfitDeducted: '2480',
          rdExpense: '1320',
          operatingCashFlow: '2100',
          totalAssets: '46200',
          netAssets: '28900',
        },
        {
          year: 2024,
          revenue: '18300',
          netProfit: '1980',
          netProfitDeducted: '1890',
          rdExpense: '1050',
          operatingCashFlow: '1500',
          totalAssets: '40100',
          netAssets: '26100',
        },
      ],
      contacts: [{ name: '吴雪梅', position: '财务总监', mobile: '13800000007' }],
      institutions: { broker: engaged('broker') },
    }),
    'ent-na': (org) => ({
      basic: {
        ...base(org),
        legalRepresentative: '郑凯',
        registeredCapital: '800',
        foundedOn: '2018-03-09',
        address: '芙蓉路 166 号商贸大厦 12 楼',
        industryCodePath: 'F/51',
        mainBusiness: '日用百货、五金交电的批发与零售。',
        employees: 45,
      },
      listingPlan: { stage: 'RESERVE' },
      contacts: [{ name: '郑凯', position: '总经理', mobile: '13800000008' }],
    }),
  };

const contact = (name: string, mobile: string, position: string) => [{ name, mobile, position }];

export const demoInstitutionProfiles: Record<string, (org: Org) => InstitutionProfileInput> = {
  broker: (org) => ({
    basic: {
      ...base(org),
      legalRepresentative: '孙立新',
      foundedOn: '2001-08-16',
      address: '金融中心 A 座 28 楼',
      website: 'https://www.huitong-sec.example',
      employees: 2600,
      introduction: '综合类证券公司，具备保荐承销资格，深耕省内拟上市企业服务。',
      services: ['IPO 保荐', '并购重组', '债券承销'],
    },
    contacts: contact('孙立新', '13800000009', '投行部总经理'),
    specific: {
      sponsorRepresentatives: [
        { name: '林思远', certificateNo: 'S0360120010001' },
        { name: '许嘉宁', certificateNo: 'S0360120020002' },
      ],
    },
  }),
  lawfirm: (org) => ({
    basic: {
      ...base(org),
      legalRepresentative: '钱文博',
      foundedOn: '2006-04-20',
      address: '湘江中路 99 号律政大厦 15 楼',
      employees: 180,
      introduction: '以资本市场业务见长的综合性律师事务所。',
      services: ['IPO 法律服务', '私募股权', '合规'],
    },
    contacts: contact('钱文博', '13800000010', '主任'),
    specific: { securitiesPractice: true },
  }),
  accountant: (org) => ({
    basic: {
      ...base(org),
      legalRepresentative: '冯佳',
      foundedOn: '1999-12-01',
      address: '五一大道 318 号财富中心 20 楼',
      employees: 950,
      introduction: '已完成从事证券服务业务备案的会计师事务所。',
      services: ['IPO 审计', '财务尽调', '内控咨询'],
    },
    contacts: contact('冯佳', '13800000011', '合伙人'),
    specific: { securitiesQualified: true },
  }),
  investor: (org) => ({
    basic: {
      ...base(org),
      legalRepresentative: '何振宇',
      foundedOn: '2010-07-07',
      address: '岳麓区麓谷大道 658 号',
      employees: 60,
      introduction: '专注先进制造、新材料与生物医药的创业投资机构。',
      services: ['股权投资', '投后赋能'],
    },
    contacts: contact('何振宇', '13800000012', '投资总监'),
    specific: {
      preferredIndustries: ['C', 'I', 'M'],
      preferredStages: ['A', 'B', 'PRE_IPO'],
      ticketMin: '1000',
      ticketMax: '8000',
      fundSize: '200000',
    },
  }),
  bank: (org) => ({
    basic: {
      ...base(org),
      legalRepresentative: '高倩',
      foundedOn: '2009-01-16',
      address: '解放西路 1 号',
      employees: 4200,
      introduction: '服务地方实体经济的农村商业银行，提供拟上市企业专属金融产品。',
      services: ['科创贷', '上市贷', '供应链金融'],
    },
    contacts: contact('高倩', '13800000013', '公司金融部经理'),
    specific: {
      products: [
        { name: '科创贷', description: '面向科技型拟上市企业的信用贷款' },
        { name: '上市贷', description: '覆盖股改至上市阶段的中长期贷款' },
      ],
    },
  }),
};
