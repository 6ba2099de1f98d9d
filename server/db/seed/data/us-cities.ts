// Real US cities and towns, 5 to 8 per state (the 50 states; no DC, no territories), each with one
// real ZIP code of that place and its approximate coordinates (within a few miles). Used to place
// the fictional sample listings (./sample-providers.ts) at believable locations.

export interface SeedCity {
  city: string;
  /** two-letter state code */
  state: string;
  zip: string;
  lat: number;
  lng: number;
}

export const seedCities: SeedCity[] = [
  // Alabama
  { city: 'Birmingham', state: 'AL', zip: '35203', lat: 33.5186, lng: -86.8104 },
  { city: 'Montgomery', state: 'AL', zip: '36104', lat: 32.3792, lng: -86.3077 },
  { city: 'Mobile', state: 'AL', zip: '36602', lat: 30.6954, lng: -88.0399 },
  { city: 'Huntsville', state: 'AL', zip: '35801', lat: 34.7304, lng: -86.5861 },
  { city: 'Tuscaloosa', state: 'AL', zip: '35401', lat: 33.2098, lng: -87.5692 },
  { city: 'Dothan', state: 'AL', zip: '36301', lat: 31.2232, lng: -85.3905 },

  // Alaska
  { city: 'Anchorage', state: 'AK', zip: '99501', lat: 61.2181, lng: -149.9003 },
  { city: 'Fairbanks', state: 'AK', zip: '99701', lat: 64.8378, lng: -147.7164 },
  { city: 'Juneau', state: 'AK', zip: '99801', lat: 58.3019, lng: -134.4197 },
  { city: 'Wasilla', state: 'AK', zip: '99654', lat: 61.5814, lng: -149.4394 },
  { city: 'Kenai', state: 'AK', zip: '99611', lat: 60.5544, lng: -151.2583 },
  { city: 'Ketchikan', state: 'AK', zip: '99901', lat: 55.3422, lng: -131.6461 },

  // Arizona
  { city: 'Phoenix', state: 'AZ', zip: '85004', lat: 33.4484, lng: -112.074 },
  { city: 'Tucson', state: 'AZ', zip: '85701', lat: 32.2226, lng: -110.9747 },
  { city: 'Flagstaff', state: 'AZ', zip: '86001', lat: 35.1983, lng: -111.6513 },
  { city: 'Mesa', state: 'AZ', zip: '85201', lat: 33.4152, lng: -111.8315 },
  { city: 'Yuma', state: 'AZ', zip: '85364', lat: 32.6927, lng: -114.6277 },
  { city: 'Prescott', state: 'AZ', zip: '86301', lat: 34.54, lng: -112.4685 },
  { city: 'Sierra Vista', state: 'AZ', zip: '85635', lat: 31.5455, lng: -110.2773 },

  // Arkansas
  { city: 'Little Rock', state: 'AR', zip: '72201', lat: 34.7465, lng: -92.2896 },
  { city: 'Fayetteville', state: 'AR', zip: '72701', lat: 36.0626, lng: -94.1574 },
  { city: 'Fort Smith', state: 'AR', zip: '72901', lat: 35.3859, lng: -94.3985 },
  { city: 'Jonesboro', state: 'AR', zip: '72401', lat: 35.8423, lng: -90.7043 },
  { city: 'Hot Springs', state: 'AR', zip: '71901', lat: 34.5037, lng: -93.0552 },
  { city: 'Pine Bluff', state: 'AR', zip: '71601', lat: 34.2284, lng: -92.0032 },

  // California
  { city: 'Los Angeles', state: 'CA', zip: '90012', lat: 34.0537, lng: -118.2428 },
  { city: 'San Diego', state: 'CA', zip: '92101', lat: 32.7157, lng: -117.1611 },
  { city: 'San Francisco', state: 'CA', zip: '94103', lat: 37.7725, lng: -122.41 },
  { city: 'Sacramento', state: 'CA', zip: '95814', lat: 38.5816, lng: -121.4944 },
  { city: 'Fresno', state: 'CA', zip: '93721', lat: 36.7378, lng: -119.7871 },
  { city: 'Redding', state: 'CA', zip: '96001', lat: 40.5865, lng: -122.3917 },
  { city: 'Santa Barbara', state: 'CA', zip: '93101', lat: 34.4208, lng: -119.6982 },
  { city: 'Eureka', state: 'CA', zip: '95501', lat: 40.8021, lng: -124.1637 },

  // Colorado
  { city: 'Boulder', state: 'CO', zip: '80302', lat: 40.015, lng: -105.2705 },
  { city: 'Denver', state: 'CO', zip: '80202', lat: 39.7527, lng: -104.9992 },
  { city: 'Colorado Springs', state: 'CO', zip: '80903', lat: 38.8339, lng: -104.8214 },
  { city: 'Fort Collins', state: 'CO', zip: '80521', lat: 40.5853, lng: -105.0844 },
  { city: 'Grand Junction', state: 'CO', zip: '81501', lat: 39.0639, lng: -108.5506 },
  { city: 'Durango', state: 'CO', zip: '81301', lat: 37.2753, lng: -107.8801 },
  { city: 'Pueblo', state: 'CO', zip: '81003', lat: 38.2544, lng: -104.6091 },
  { city: 'Steamboat Springs', state: 'CO', zip: '80487', lat: 40.485, lng: -106.8317 },

  // Connecticut
  { city: 'Hartford', state: 'CT', zip: '06103', lat: 41.7658, lng: -72.6734 },
  { city: 'New Haven', state: 'CT', zip: '06510', lat: 41.3083, lng: -72.9279 },
  { city: 'Stamford', state: 'CT', zip: '06901', lat: 41.0534, lng: -73.5387 },
  { city: 'Norwich', state: 'CT', zip: '06360', lat: 41.5243, lng: -72.0759 },
  { city: 'Torrington', state: 'CT', zip: '06790', lat: 41.8007, lng: -73.1212 },
  { city: 'Danbury', state: 'CT', zip: '06810', lat: 41.3948, lng: -73.454 },

  // Delaware
  { city: 'Wilmington', state: 'DE', zip: '19801', lat: 39.7391, lng: -75.5398 },
  { city: 'Dover', state: 'DE', zip: '19901', lat: 39.1582, lng: -75.5244 },
  { city: 'Newark', state: 'DE', zip: '19711', lat: 39.6837, lng: -75.7497 },
  { city: 'Lewes', state: 'DE', zip: '19958', lat: 38.7746, lng: -75.1393 },
  { city: 'Georgetown', state: 'DE', zip: '19947', lat: 38.6901, lng: -75.3855 },
  { city: 'Middletown', state: 'DE', zip: '19709', lat: 39.4496, lng: -75.7163 },

  // Florida
  { city: 'Miami', state: 'FL', zip: '33130', lat: 25.767, lng: -80.2 },
  { city: 'Orlando', state: 'FL', zip: '32801', lat: 28.5383, lng: -81.3792 },
  { city: 'Tampa', state: 'FL', zip: '33602', lat: 27.9506, lng: -82.4572 },
  { city: 'Jacksonville', state: 'FL', zip: '32202', lat: 30.3322, lng: -81.6557 },
  { city: 'Tallahassee', state: 'FL', zip: '32301', lat: 30.4383, lng: -84.2807 },
  { city: 'Pensacola', state: 'FL', zip: '32502', lat: 30.4213, lng: -87.2169 },
  { city: 'Fort Myers', state: 'FL', zip: '33901', lat: 26.6406, lng: -81.8723 },
  { city: 'Gainesville', state: 'FL', zip: '32601', lat: 29.6516, lng: -82.3248 },

  // Georgia
  { city: 'Atlanta', state: 'GA', zip: '30303', lat: 33.749, lng: -84.388 },
  { city: 'Savannah', state: 'GA', zip: '31401', lat: 32.0809, lng: -81.0912 },
  { city: 'Augusta', state: 'GA', zip: '30901', lat: 33.4735, lng: -81.9748 },
  { city: 'Macon', state: 'GA', zip: '31201', lat: 32.8407, lng: -83.6324 },
  { city: 'Athens', state: 'GA', zip: '30601', lat: 33.9519, lng: -83.3576 },
  { city: 'Columbus', state: 'GA', zip: '31901', lat: 32.461, lng: -84.9877 },
  { city: 'Valdosta', state: 'GA', zip: '31601', lat: 30.8327, lng: -83.2785 },

  // Hawaii
  { city: 'Honolulu', state: 'HI', zip: '96813', lat: 21.3069, lng: -157.8583 },
  { city: 'Hilo', state: 'HI', zip: '96720', lat: 19.7241, lng: -155.0868 },
  { city: 'Kailua-Kona', state: 'HI', zip: '96740', lat: 19.64, lng: -155.9969 },
  { city: 'Kahului', state: 'HI', zip: '96732', lat: 20.8893, lng: -156.4729 },
  { city: 'Lihue', state: 'HI', zip: '96766', lat: 21.9811, lng: -159.3711 },
  { city: 'Kaneohe', state: 'HI', zip: '96744', lat: 21.4022, lng: -157.7994 },

  // Idaho
  { city: 'Boise', state: 'ID', zip: '83702', lat: 43.615, lng: -116.2023 },
  { city: 'Idaho Falls', state: 'ID', zip: '83402', lat: 43.4917, lng: -112.0339 },
  { city: 'Pocatello', state: 'ID', zip: '83201', lat: 42.8713, lng: -112.4455 },
  { city: "Coeur d'Alene", state: 'ID', zip: '83814', lat: 47.6777, lng: -116.7805 },
  { city: 'Twin Falls', state: 'ID', zip: '83301', lat: 42.5629, lng: -114.4609 },
  { city: 'Lewiston', state: 'ID', zip: '83501', lat: 46.4165, lng: -117.0177 },

  // Illinois
  { city: 'Chicago', state: 'IL', zip: '60601', lat: 41.8858, lng: -87.6181 },
  { city: 'Springfield', state: 'IL', zip: '62701', lat: 39.7817, lng: -89.6501 },
  { city: 'Peoria', state: 'IL', zip: '61602', lat: 40.6936, lng: -89.589 },
  { city: 'Rockford', state: 'IL', zip: '61101', lat: 42.2711, lng: -89.094 },
  { city: 'Champaign', state: 'IL', zip: '61820', lat: 40.1164, lng: -88.2434 },
  { city: 'Carbondale', state: 'IL', zip: '62901', lat: 37.7273, lng: -89.2168 },
  { city: 'Naperville', state: 'IL', zip: '60540', lat: 41.7508, lng: -88.1535 },

  // Indiana
  { city: 'Indianapolis', state: 'IN', zip: '46204', lat: 39.7684, lng: -86.1581 },
  { city: 'Fort Wayne', state: 'IN', zip: '46802', lat: 41.0793, lng: -85.1394 },
  { city: 'Evansville', state: 'IN', zip: '47708', lat: 37.9716, lng: -87.5711 },
  { city: 'South Bend', state: 'IN', zip: '46601', lat: 41.6764, lng: -86.252 },
  { city: 'Bloomington', state: 'IN', zip: '47401', lat: 39.1653, lng: -86.5264 },
  { city: 'Lafayette', state: 'IN', zip: '47901', lat: 40.4167, lng: -86.8753 },

  // Iowa
  { city: 'Des Moines', state: 'IA', zip: '50309', lat: 41.5868, lng: -93.625 },
  { city: 'Cedar Rapids', state: 'IA', zip: '52401', lat: 41.9779, lng: -91.6656 },
  { city: 'Davenport', state: 'IA', zip: '52801', lat: 41.5236, lng: -90.5776 },
  { city: 'Sioux City', state: 'IA', zip: '51101', lat: 42.4963, lng: -96.4049 },
  { city: 'Iowa City', state: 'IA', zip: '52240', lat: 41.6611, lng: -91.5302 },
  { city: 'Ames', state: 'IA', zip: '50010', lat: 42.0308, lng: -93.6319 },
  { city: 'Dubuque', state: 'IA', zip: '52001', lat: 42.5006, lng: -90.6646 },

  // Kansas
  { city: 'Wichita', state: 'KS', zip: '67202', lat: 37.6872, lng: -97.3301 },
  { city: 'Topeka', state: 'KS', zip: '66603', lat: 39.0558, lng: -95.689 },
  { city: 'Kansas City', state: 'KS', zip: '66101', lat: 39.1155, lng: -94.6268 },
  { city: 'Lawrence', state: 'KS', zip: '66044', lat: 38.9717, lng: -95.2353 },
  { city: 'Manhattan', state: 'KS', zip: '66502', lat: 39.1836, lng: -96.5717 },
  { city: 'Dodge City', state: 'KS', zip: '67801', lat: 37.7528, lng: -100.0171 },
  { city: 'Hays', state: 'KS', zip: '67601', lat: 38.8792, lng: -99.3268 },

  // Kentucky
  { city: 'Louisville', state: 'KY', zip: '40202', lat: 38.2527, lng: -85.7585 },
  { city: 'Lexington', state: 'KY', zip: '40507', lat: 38.0406, lng: -84.5037 },
  { city: 'Bowling Green', state: 'KY', zip: '42101', lat: 36.9685, lng: -86.4808 },
  { city: 'Owensboro', state: 'KY', zip: '42301', lat: 37.7719, lng: -87.1112 },
  { city: 'Paducah', state: 'KY', zip: '42001', lat: 37.0834, lng: -88.6 },
  { city: 'Pikeville', state: 'KY', zip: '41501', lat: 37.4793, lng: -82.5188 },

  // Louisiana
  { city: 'New Orleans', state: 'LA', zip: '70112', lat: 29.9511, lng: -90.0715 },
  { city: 'Baton Rouge', state: 'LA', zip: '70802', lat: 30.4515, lng: -91.1871 },
  { city: 'Shreveport', state: 'LA', zip: '71101', lat: 32.5252, lng: -93.7502 },
  { city: 'Lafayette', state: 'LA', zip: '70501', lat: 30.2241, lng: -92.0198 },
  { city: 'Lake Charles', state: 'LA', zip: '70601', lat: 30.2266, lng: -93.2174 },
  { city: 'Monroe', state: 'LA', zip: '71201', lat: 32.5093, lng: -92.1193 },
  { city: 'Houma', state: 'LA', zip: '70360', lat: 29.5958, lng: -90.7195 },

  // Maine
  { city: 'Portland', state: 'ME', zip: '04101', lat: 43.6591, lng: -70.2568 },
  { city: 'Bangor', state: 'ME', zip: '04401', lat: 44.8016, lng: -68.7712 },
  { city: 'Augusta', state: 'ME', zip: '04330', lat: 44.3106, lng: -69.7795 },
  { city: 'Lewiston', state: 'ME', zip: '04240', lat: 44.1004, lng: -70.2148 },
  { city: 'Presque Isle', state: 'ME', zip: '04769', lat: 46.6812, lng: -68.0159 },
  { city: 'Bar Harbor', state: 'ME', zip: '04609', lat: 44.3876, lng: -68.2039 },

  // Maryland
  { city: 'Baltimore', state: 'MD', zip: '21202', lat: 39.2904, lng: -76.6122 },
  { city: 'Annapolis', state: 'MD', zip: '21401', lat: 38.9784, lng: -76.4922 },
  { city: 'Frederick', state: 'MD', zip: '21701', lat: 39.4143, lng: -77.4105 },
  { city: 'Hagerstown', state: 'MD', zip: '21740', lat: 39.6418, lng: -77.72 },
  { city: 'Salisbury', state: 'MD', zip: '21801', lat: 38.3607, lng: -75.5994 },
  { city: 'Cumberland', state: 'MD', zip: '21502', lat: 39.6529, lng: -78.7625 },

  // Massachusetts
  { city: 'Boston', state: 'MA', zip: '02108', lat: 42.3588, lng: -71.0638 },
  { city: 'Worcester', state: 'MA', zip: '01608', lat: 42.2626, lng: -71.8023 },
  { city: 'Springfield', state: 'MA', zip: '01103', lat: 42.1015, lng: -72.5898 },
  { city: 'Pittsfield', state: 'MA', zip: '01201', lat: 42.4501, lng: -73.2454 },
  { city: 'Plymouth', state: 'MA', zip: '02360', lat: 41.9584, lng: -70.6673 },
  { city: 'Hyannis', state: 'MA', zip: '02601', lat: 41.6529, lng: -70.2825 },
  { city: 'Lowell', state: 'MA', zip: '01852', lat: 42.6334, lng: -71.3162 },

  // Michigan
  { city: 'Detroit', state: 'MI', zip: '48226', lat: 42.3314, lng: -83.0458 },
  { city: 'Grand Rapids', state: 'MI', zip: '49503', lat: 42.9634, lng: -85.6681 },
  { city: 'Lansing', state: 'MI', zip: '48933', lat: 42.7325, lng: -84.5555 },
  { city: 'Ann Arbor', state: 'MI', zip: '48104', lat: 42.2808, lng: -83.743 },
  { city: 'Traverse City', state: 'MI', zip: '49684', lat: 44.7631, lng: -85.6206 },
  { city: 'Marquette', state: 'MI', zip: '49855', lat: 46.5436, lng: -87.3954 },
  { city: 'Saginaw', state: 'MI', zip: '48607', lat: 43.4195, lng: -83.9508 },

  // Minnesota
  { city: 'Minneapolis', state: 'MN', zip: '55401', lat: 44.9778, lng: -93.265 },
  { city: 'Saint Paul', state: 'MN', zip: '55102', lat: 44.9537, lng: -93.09 },
  { city: 'Duluth', state: 'MN', zip: '55802', lat: 46.7867, lng: -92.1005 },
  { city: 'Rochester', state: 'MN', zip: '55902', lat: 44.0121, lng: -92.4802 },
  { city: 'St. Cloud', state: 'MN', zip: '56301', lat: 45.5579, lng: -94.1632 },
  { city: 'Bemidji', state: 'MN', zip: '56601', lat: 47.4736, lng: -94.8803 },
  { city: 'Mankato', state: 'MN', zip: '56001', lat: 44.1636, lng: -93.9994 },

  // Mississippi
  { city: 'Jackson', state: 'MS', zip: '39201', lat: 32.2988, lng: -90.1848 },
  { city: 'Gulfport', state: 'MS', zip: '39501', lat: 30.3674, lng: -89.0928 },
  { city: 'Hattiesburg', state: 'MS', zip: '39401', lat: 31.3271, lng: -89.2903 },
  { city: 'Tupelo', state: 'MS', zip: '38804', lat: 34.2576, lng: -88.7034 },
  { city: 'Oxford', state: 'MS', zip: '38655', lat: 34.3665, lng: -89.5192 },
  { city: 'Meridian', state: 'MS', zip: '39301', lat: 32.3643, lng: -88.7037 },

  // Missouri
  { city: 'Kansas City', state: 'MO', zip: '64106', lat: 39.0997, lng: -94.5786 },
  { city: 'St. Louis', state: 'MO', zip: '63101', lat: 38.627, lng: -90.1994 },
  { city: 'Springfield', state: 'MO', zip: '65806', lat: 37.209, lng: -93.2923 },
  { city: 'Columbia', state: 'MO', zip: '65201', lat: 38.9517, lng: -92.3341 },
  { city: 'Jefferson City', state: 'MO', zip: '65101', lat: 38.5767, lng: -92.1735 },
  { city: 'Cape Girardeau', state: 'MO', zip: '63701', lat: 37.3059, lng: -89.5181 },
  { city: 'Joplin', state: 'MO', zip: '64801', lat: 37.0842, lng: -94.5133 },

  // Montana
  { city: 'Billings', state: 'MT', zip: '59101', lat: 45.7833, lng: -108.5007 },
  { city: 'Missoula', state: 'MT', zip: '59802', lat: 46.8721, lng: -113.994 },
  { city: 'Bozeman', state: 'MT', zip: '59715', lat: 45.677, lng: -111.0429 },
  { city: 'Helena', state: 'MT', zip: '59601', lat: 46.5891, lng: -112.0391 },
  { city: 'Great Falls', state: 'MT', zip: '59401', lat: 47.5053, lng: -111.3008 },
  { city: 'Kalispell', state: 'MT', zip: '59901', lat: 48.192, lng: -114.3168 },

  // Nebraska
  { city: 'Omaha', state: 'NE', zip: '68102', lat: 41.2565, lng: -95.9345 },
  { city: 'Lincoln', state: 'NE', zip: '68508', lat: 40.8136, lng: -96.7026 },
  { city: 'Grand Island', state: 'NE', zip: '68801', lat: 40.9264, lng: -98.342 },
  { city: 'Kearney', state: 'NE', zip: '68847', lat: 40.6993, lng: -99.0832 },
  { city: 'North Platte', state: 'NE', zip: '69101', lat: 41.1239, lng: -100.7654 },
  { city: 'Scottsbluff', state: 'NE', zip: '69361', lat: 41.8666, lng: -103.6672 },

  // Nevada
  { city: 'Las Vegas', state: 'NV', zip: '89101', lat: 36.1699, lng: -115.1398 },
  { city: 'Reno', state: 'NV', zip: '89501', lat: 39.5296, lng: -119.8138 },
  { city: 'Carson City', state: 'NV', zip: '89701', lat: 39.1638, lng: -119.7674 },
  { city: 'Henderson', state: 'NV', zip: '89015', lat: 36.0395, lng: -114.9817 },
  { city: 'Elko', state: 'NV', zip: '89801', lat: 40.8324, lng: -115.7631 },
  { city: 'Ely', state: 'NV', zip: '89301', lat: 39.2474, lng: -114.8886 },

  // New Hampshire
  { city: 'Manchester', state: 'NH', zip: '03101', lat: 42.9956, lng: -71.4548 },
  { city: 'Concord', state: 'NH', zip: '03301', lat: 43.2081, lng: -71.5376 },
  { city: 'Nashua', state: 'NH', zip: '03060', lat: 42.7654, lng: -71.4676 },
  { city: 'Portsmouth', state: 'NH', zip: '03801', lat: 43.0718, lng: -70.7626 },
  { city: 'Keene', state: 'NH', zip: '03431', lat: 42.9337, lng: -72.2781 },
  { city: 'Littleton', state: 'NH', zip: '03561', lat: 44.3062, lng: -71.7701 },

  // New Jersey
  { city: 'Newark', state: 'NJ', zip: '07102', lat: 40.7357, lng: -74.1724 },
  { city: 'Trenton', state: 'NJ', zip: '08608', lat: 40.2171, lng: -74.7429 },
  { city: 'Atlantic City', state: 'NJ', zip: '08401', lat: 39.3643, lng: -74.4229 },
  { city: 'Camden', state: 'NJ', zip: '08102', lat: 39.9259, lng: -75.1196 },
  { city: 'Morristown', state: 'NJ', zip: '07960', lat: 40.7968, lng: -74.4815 },
  { city: 'Toms River', state: 'NJ', zip: '08753', lat: 39.9537, lng: -74.1979 },
  { city: 'Cape May', state: 'NJ', zip: '08204', lat: 38.9351, lng: -74.906 },

  // New Mexico
  { city: 'Albuquerque', state: 'NM', zip: '87102', lat: 35.0844, lng: -106.6504 },
  { city: 'Santa Fe', state: 'NM', zip: '87501', lat: 35.687, lng: -105.9378 },
  { city: 'Las Cruces', state: 'NM', zip: '88001', lat: 32.3199, lng: -106.7637 },
  { city: 'Roswell', state: 'NM', zip: '88201', lat: 33.3943, lng: -104.523 },
  { city: 'Farmington', state: 'NM', zip: '87401', lat: 36.7281, lng: -108.2087 },
  { city: 'Taos', state: 'NM', zip: '87571', lat: 36.4072, lng: -105.5731 },
  { city: 'Silver City', state: 'NM', zip: '88061', lat: 32.7701, lng: -108.2803 },

  // New York
  { city: 'New York', state: 'NY', zip: '10007', lat: 40.7128, lng: -74.006 },
  { city: 'Albany', state: 'NY', zip: '12207', lat: 42.6526, lng: -73.7562 },
  { city: 'Buffalo', state: 'NY', zip: '14202', lat: 42.8864, lng: -78.8784 },
  { city: 'Rochester', state: 'NY', zip: '14604', lat: 43.1566, lng: -77.6088 },
  { city: 'Syracuse', state: 'NY', zip: '13202', lat: 43.0481, lng: -76.1474 },
  { city: 'Ithaca', state: 'NY', zip: '14850', lat: 42.444, lng: -76.5019 },
  { city: 'Plattsburgh', state: 'NY', zip: '12901', lat: 44.6995, lng: -73.4529 },
  { city: 'Riverhead', state: 'NY', zip: '11901', lat: 40.917, lng: -72.662 },

  // North Carolina
  { city: 'Charlotte', state: 'NC', zip: '28202', lat: 35.2271, lng: -80.8431 },
  { city: 'Raleigh', state: 'NC', zip: '27601', lat: 35.7796, lng: -78.6382 },
  { city: 'Asheville', state: 'NC', zip: '28801', lat: 35.5951, lng: -82.5515 },
  { city: 'Wilmington', state: 'NC', zip: '28401', lat: 34.2257, lng: -77.9447 },
  { city: 'Greensboro', state: 'NC', zip: '27401', lat: 36.0726, lng: -79.792 },
  { city: 'Greenville', state: 'NC', zip: '27858', lat: 35.6127, lng: -77.3664 },
  { city: 'Boone', state: 'NC', zip: '28607', lat: 36.2168, lng: -81.6746 },

  // North Dakota
  { city: 'Fargo', state: 'ND', zip: '58102', lat: 46.8772, lng: -96.7898 },
  { city: 'Bismarck', state: 'ND', zip: '58501', lat: 46.8083, lng: -100.7837 },
  { city: 'Grand Forks', state: 'ND', zip: '58201', lat: 47.9253, lng: -97.0329 },
  { city: 'Minot', state: 'ND', zip: '58701', lat: 48.233, lng: -101.2923 },
  { city: 'Williston', state: 'ND', zip: '58801', lat: 48.147, lng: -103.618 },
  { city: 'Dickinson', state: 'ND', zip: '58601', lat: 46.8792, lng: -102.7896 },

  // Ohio
  { city: 'Columbus', state: 'OH', zip: '43215', lat: 39.9612, lng: -82.9988 },
  { city: 'Cleveland', state: 'OH', zip: '44113', lat: 41.4822, lng: -81.6994 },
  { city: 'Cincinnati', state: 'OH', zip: '45202', lat: 39.1031, lng: -84.512 },
  { city: 'Toledo', state: 'OH', zip: '43604', lat: 41.6528, lng: -83.5379 },
  { city: 'Dayton', state: 'OH', zip: '45402', lat: 39.7589, lng: -84.1916 },
  { city: 'Athens', state: 'OH', zip: '45701', lat: 39.3292, lng: -82.1013 },
  { city: 'Akron', state: 'OH', zip: '44308', lat: 41.0814, lng: -81.519 },

  // Oklahoma
  { city: 'Oklahoma City', state: 'OK', zip: '73102', lat: 35.4676, lng: -97.5164 },
  { city: 'Tulsa', state: 'OK', zip: '74103', lat: 36.154, lng: -95.9928 },
  { city: 'Norman', state: 'OK', zip: '73069', lat: 35.2226, lng: -97.4395 },
  { city: 'Lawton', state: 'OK', zip: '73501', lat: 34.6036, lng: -98.3959 },
  { city: 'Stillwater', state: 'OK', zip: '74074', lat: 36.1156, lng: -97.0584 },
  { city: 'Enid', state: 'OK', zip: '73701', lat: 36.3956, lng: -97.8784 },
  { city: 'Muskogee', state: 'OK', zip: '74401', lat: 35.7479, lng: -95.3697 },

  // Oregon
  { city: 'Portland', state: 'OR', zip: '97204', lat: 45.5152, lng: -122.6784 },
  { city: 'Eugene', state: 'OR', zip: '97401', lat: 44.0521, lng: -123.0868 },
  { city: 'Salem', state: 'OR', zip: '97301', lat: 44.9429, lng: -123.0351 },
  { city: 'Bend', state: 'OR', zip: '97701', lat: 44.0582, lng: -121.3153 },
  { city: 'Medford', state: 'OR', zip: '97501', lat: 42.3265, lng: -122.8756 },
  { city: 'Astoria', state: 'OR', zip: '97103', lat: 46.1879, lng: -123.8313 },
  { city: 'Pendleton', state: 'OR', zip: '97801', lat: 45.6721, lng: -118.7886 },

  // Pennsylvania
  { city: 'Philadelphia', state: 'PA', zip: '19107', lat: 39.9526, lng: -75.1652 },
  { city: 'Pittsburgh', state: 'PA', zip: '15222', lat: 40.4406, lng: -79.9959 },
  { city: 'Harrisburg', state: 'PA', zip: '17101', lat: 40.2732, lng: -76.8867 },
  { city: 'Erie', state: 'PA', zip: '16501', lat: 42.1292, lng: -80.0851 },
  { city: 'Allentown', state: 'PA', zip: '18101', lat: 40.6084, lng: -75.4902 },
  { city: 'Scranton', state: 'PA', zip: '18503', lat: 41.409, lng: -75.6624 },
  { city: 'State College', state: 'PA', zip: '16801', lat: 40.7934, lng: -77.86 },
  { city: 'Altoona', state: 'PA', zip: '16601', lat: 40.5187, lng: -78.3947 },

  // Rhode Island
  { city: 'Providence', state: 'RI', zip: '02903', lat: 41.824, lng: -71.4128 },
  { city: 'Newport', state: 'RI', zip: '02840', lat: 41.4901, lng: -71.3128 },
  { city: 'Warwick', state: 'RI', zip: '02886', lat: 41.7001, lng: -71.4162 },
  { city: 'Westerly', state: 'RI', zip: '02891', lat: 41.3776, lng: -71.8273 },
  { city: 'Woonsocket', state: 'RI', zip: '02895', lat: 42.0029, lng: -71.5148 },
  { city: 'Narragansett', state: 'RI', zip: '02882', lat: 41.4501, lng: -71.4495 },

  // South Carolina
  { city: 'Columbia', state: 'SC', zip: '29201', lat: 34.0007, lng: -81.0348 },
  { city: 'Charleston', state: 'SC', zip: '29401', lat: 32.7765, lng: -79.9311 },
  { city: 'Greenville', state: 'SC', zip: '29601', lat: 34.8526, lng: -82.394 },
  { city: 'Myrtle Beach', state: 'SC', zip: '29577', lat: 33.6891, lng: -78.8867 },
  { city: 'Florence', state: 'SC', zip: '29501', lat: 34.1954, lng: -79.7626 },
  { city: 'Beaufort', state: 'SC', zip: '29902', lat: 32.4316, lng: -80.6698 },
  { city: 'Rock Hill', state: 'SC', zip: '29730', lat: 34.9249, lng: -81.0251 },

  // South Dakota
  { city: 'Sioux Falls', state: 'SD', zip: '57104', lat: 43.5446, lng: -96.7311 },
  { city: 'Rapid City', state: 'SD', zip: '57701', lat: 44.0805, lng: -103.231 },
  { city: 'Pierre', state: 'SD', zip: '57501', lat: 44.3683, lng: -100.351 },
  { city: 'Aberdeen', state: 'SD', zip: '57401', lat: 45.4647, lng: -98.4865 },
  { city: 'Brookings', state: 'SD', zip: '57006', lat: 44.3114, lng: -96.7984 },
  { city: 'Spearfish', state: 'SD', zip: '57783', lat: 44.4908, lng: -103.8594 },

  // Tennessee
  { city: 'Nashville', state: 'TN', zip: '37203', lat: 36.1507, lng: -86.7916 },
  { city: 'Memphis', state: 'TN', zip: '38103', lat: 35.1495, lng: -90.049 },
  { city: 'Knoxville', state: 'TN', zip: '37902', lat: 35.9606, lng: -83.9207 },
  { city: 'Chattanooga', state: 'TN', zip: '37402', lat: 35.0456, lng: -85.3097 },
  { city: 'Johnson City', state: 'TN', zip: '37601', lat: 36.3134, lng: -82.3535 },
  { city: 'Jackson', state: 'TN', zip: '38301', lat: 35.6145, lng: -88.8139 },
  { city: 'Cookeville', state: 'TN', zip: '38501', lat: 36.1628, lng: -85.5016 },

  // Texas
  { city: 'Houston', state: 'TX', zip: '77002', lat: 29.7604, lng: -95.3698 },
  { city: 'Dallas', state: 'TX', zip: '75201', lat: 32.7767, lng: -96.797 },
  { city: 'Austin', state: 'TX', zip: '78701', lat: 30.2672, lng: -97.7431 },
  { city: 'San Antonio', state: 'TX', zip: '78205', lat: 29.4241, lng: -98.4936 },
  { city: 'El Paso', state: 'TX', zip: '79901', lat: 31.7619, lng: -106.485 },
  { city: 'Amarillo', state: 'TX', zip: '79101', lat: 35.222, lng: -101.8313 },
  { city: 'Corpus Christi', state: 'TX', zip: '78401', lat: 27.8006, lng: -97.3964 },
  { city: 'Tyler', state: 'TX', zip: '75702', lat: 32.3513, lng: -95.3011 },

  // Utah
  { city: 'Salt Lake City', state: 'UT', zip: '84101', lat: 40.7608, lng: -111.891 },
  { city: 'Provo', state: 'UT', zip: '84601', lat: 40.2338, lng: -111.6585 },
  { city: 'Ogden', state: 'UT', zip: '84401', lat: 41.223, lng: -111.9738 },
  { city: 'St. George', state: 'UT', zip: '84770', lat: 37.0965, lng: -113.5684 },
  { city: 'Logan', state: 'UT', zip: '84321', lat: 41.737, lng: -111.8338 },
  { city: 'Moab', state: 'UT', zip: '84532', lat: 38.5733, lng: -109.5498 },
  { city: 'Cedar City', state: 'UT', zip: '84720', lat: 37.6775, lng: -113.0619 },

  // Vermont
  { city: 'Burlington', state: 'VT', zip: '05401', lat: 44.4759, lng: -73.2121 },
  { city: 'Montpelier', state: 'VT', zip: '05602', lat: 44.2601, lng: -72.5754 },
  { city: 'Rutland', state: 'VT', zip: '05701', lat: 43.6106, lng: -72.9726 },
  { city: 'Brattleboro', state: 'VT', zip: '05301', lat: 42.8509, lng: -72.5579 },
  { city: 'St. Johnsbury', state: 'VT', zip: '05819', lat: 44.4192, lng: -72.0151 },
  { city: 'Bennington', state: 'VT', zip: '05201', lat: 42.8781, lng: -73.1968 },

  // Virginia
  { city: 'Richmond', state: 'VA', zip: '23219', lat: 37.5407, lng: -77.436 },
  { city: 'Virginia Beach', state: 'VA', zip: '23451', lat: 36.8529, lng: -75.978 },
  { city: 'Roanoke', state: 'VA', zip: '24011', lat: 37.271, lng: -79.9414 },
  { city: 'Charlottesville', state: 'VA', zip: '22902', lat: 38.0293, lng: -78.4767 },
  { city: 'Alexandria', state: 'VA', zip: '22314', lat: 38.8048, lng: -77.0469 },
  { city: 'Harrisonburg', state: 'VA', zip: '22801', lat: 38.4496, lng: -78.8689 },
  { city: 'Abingdon', state: 'VA', zip: '24210', lat: 36.7098, lng: -81.9773 },

  // Washington
  { city: 'Seattle', state: 'WA', zip: '98101', lat: 47.6108, lng: -122.3351 },
  { city: 'Spokane', state: 'WA', zip: '99201', lat: 47.6588, lng: -117.426 },
  { city: 'Tacoma', state: 'WA', zip: '98402', lat: 47.2529, lng: -122.4443 },
  { city: 'Olympia', state: 'WA', zip: '98501', lat: 47.0379, lng: -122.9007 },
  { city: 'Bellingham', state: 'WA', zip: '98225', lat: 48.7519, lng: -122.4787 },
  { city: 'Yakima', state: 'WA', zip: '98901', lat: 46.6021, lng: -120.5059 },
  { city: 'Wenatchee', state: 'WA', zip: '98801', lat: 47.4235, lng: -120.3103 },

  // West Virginia
  { city: 'Charleston', state: 'WV', zip: '25301', lat: 38.3498, lng: -81.6326 },
  { city: 'Morgantown', state: 'WV', zip: '26505', lat: 39.6295, lng: -79.9559 },
  { city: 'Huntington', state: 'WV', zip: '25701', lat: 38.4192, lng: -82.4452 },
  { city: 'Wheeling', state: 'WV', zip: '26003', lat: 40.064, lng: -80.7209 },
  { city: 'Beckley', state: 'WV', zip: '25801', lat: 37.7782, lng: -81.1882 },
  { city: 'Elkins', state: 'WV', zip: '26241', lat: 38.9259, lng: -79.8467 },

  // Wisconsin
  { city: 'Milwaukee', state: 'WI', zip: '53202', lat: 43.0389, lng: -87.9065 },
  { city: 'Madison', state: 'WI', zip: '53703', lat: 43.0731, lng: -89.4012 },
  { city: 'Green Bay', state: 'WI', zip: '54301', lat: 44.5133, lng: -88.0133 },
  { city: 'Eau Claire', state: 'WI', zip: '54701', lat: 44.8113, lng: -91.4985 },
  { city: 'La Crosse', state: 'WI', zip: '54601', lat: 43.8014, lng: -91.2396 },
  { city: 'Wausau', state: 'WI', zip: '54401', lat: 44.9591, lng: -89.6301 },
  { city: 'Rhinelander', state: 'WI', zip: '54501', lat: 45.6366, lng: -89.4121 },

  // Wyoming
  { city: 'Cheyenne', state: 'WY', zip: '82001', lat: 41.14, lng: -104.8202 },
  { city: 'Casper', state: 'WY', zip: '82601', lat: 42.8501, lng: -106.3252 },
  { city: 'Laramie', state: 'WY', zip: '82070', lat: 41.3114, lng: -105.5911 },
  { city: 'Jackson', state: 'WY', zip: '83001', lat: 43.4799, lng: -110.7624 },
  { city: 'Sheridan', state: 'WY', zip: '82801', lat: 44.7972, lng: -106.9562 },
  { city: 'Rock Springs', state: 'WY', zip: '82901', lat: 41.5875, lng: -109.2029 },
  { city: 'Cody', state: 'WY', zip: '82414', lat: 44.5263, lng: -109.0565 },
];
